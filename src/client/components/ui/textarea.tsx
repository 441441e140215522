import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { focusRing } from './button';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
