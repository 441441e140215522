import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';

export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors',
        'data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}

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
