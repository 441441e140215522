import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwitchField } from './switch';

describe('SwitchField', () => {
  it('is a switch named and described by its text, turned by a click, Space or its label', async () => {
    const onCheckedChange = vi.fn();
    render(
      <SwitchField
        label="Auto-reveal"
        help="Cards turn over when everyone has voted"
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Auto-reveal' });
    expect(toggle).toHaveAccessibleDescription('Cards turn over when everyone has voted');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Auto-reveal'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it('does not turn while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<SwitchField label="Sound" checked onCheckedChange={onCheckedChange} disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Sound' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked();
  });
});
