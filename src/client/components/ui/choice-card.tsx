import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';

/**
 * One choice of a set shown as cards (put them in a fieldset with a legend): the browser's own
 * radio, so the arrow keys, a form and a screen reader treat the set as one, in a card that shows
 * which is checked and where the focus is.
 */
export function ChoiceCard({
  className,
  children,
  ...radio
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & { children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 text-left transition-colors hover:bg-muted',
        'has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        className,
      )}
    >
      <input type="radio" className="mt-0.5 size-4 shrink-0 accent-primary outline-none" {...radio} />
      {children}
    </label>
  );
}
