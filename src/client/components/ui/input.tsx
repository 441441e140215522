import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { focusRing } from './button';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
