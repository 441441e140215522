import type { ComponentProps } from 'react';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';

/** A native range input: keyboard, touch and screen readers work without extra code. */
export function RangeInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="range"
      className={cn(
        'h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50',
        'rounded-full',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
