import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { focusRing } from './button';
import { cn } from '../../lib/utils';

/** The browser's own select, styled like our inputs: the best choice on phones and for screen readers. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground shadow-xs sm:text-sm',
          focusRing,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
