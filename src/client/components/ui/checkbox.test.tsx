import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox its label ticks, and says what it was ticked to', async () => {
    const onCheckedChange = vi.fn();
    render(
      <label>
        <Checkbox checked={false} onCheckedChange={onCheckedChange} />
        Reveal when time is up
      </label>,
    );
    const box = screen.getByRole('checkbox', { name: 'Reveal when time is up' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Reveal when time is up'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    // Held by its owner: it shows what it is given, not the click, until the owner agrees.
    expect(box).not.toBeChecked();
  });

  it('cannot be ticked while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Done" checked onCheckedChange={onCheckedChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Done' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
  });
});
