import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/utils';
import { focusRing } from './button';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  onCheckedChange?(checked: boolean): void;
}

/**
 * A small checkbox that follows the theme; put it inside a label with its text. The browser's own
 * input, drawn over: a form, a label's click and a screen reader get a real checkbox.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className="relative mt-0.5 inline-flex size-4 shrink-0">
      <input
        type="checkbox"
        className={cn(
          'peer size-4 shrink-0 cursor-pointer appearance-none rounded border border-input bg-card',
          'checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
          className,
        )}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto size-3 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
