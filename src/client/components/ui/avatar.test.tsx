import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const initials = (container: HTMLElement) => container.querySelector('[data-initials]');

describe('Avatar', () => {
  it('shows the initials while the photo loads, and the photo alone once it has', () => {
    const { container } = render(<Avatar name="Olena Koval" src="/photo.png" />);
    expect(initials(container)).toHaveAttribute('data-initials', 'OK');
    fireEvent.load(container.querySelector('img')!);
    expect(initials(container)).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/photo.png');
  });

  it('falls back to the initials when the photo cannot load, and tries a new one', () => {
    const { container, rerender } = render(<Avatar name="Olena Koval" src="/gone.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(initials(container)).not.toBeNull();
    rerender(<Avatar name="Olena Koval" src="/new.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/new.png');
  });

  it('shows a question mark for someone without a name', () => {
    const { container } = render(<Avatar name="" />);
    expect(initials(container)).toHaveAttribute('data-initials', '?');
  });
});
