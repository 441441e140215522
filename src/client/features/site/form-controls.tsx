import type { ComponentProps, ReactNode } from 'react';
import { focusRing } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';

interface ControlProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown at the end of the hint line, e.g. a character count. */
  counter?: string;
}

const controlClass = cn(
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  focusRing,
);

function Described({ name, label, error, hint, counter, children }: ControlProps & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={name}>{label}</Label>
      {children}
      {(hint || counter) && !error && (
        <p id={`${name}-hint`} className="flex justify-between gap-4 text-xs text-muted-foreground">
          <span>{hint}</span>
          {counter && <span className="shrink-0 tabular-nums">{counter}</span>}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = ({ name, error, hint, counter }: ControlProps) =>
  error ? `${name}-error` : hint || counter ? `${name}-hint` : undefined;

/** The form field's look and wiring, for the two controls FormField does not cover. */
export function FormTextarea({
  name,
  label,
  error,
  hint,
  counter,
  className,
  ...props
}: ControlProps & Omit<ComponentProps<'textarea'>, 'name'>) {
  return (
    <Described name={name} label={label} error={error} hint={hint} counter={counter}>
      <textarea
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ name, label, error, hint, counter })}
        className={cn(controlClass, 'min-h-28 resize-y', className)}
        {...props}
      />
    </Described>
  );
}

export function FormSelect({
  name,
  label,
  error,
  hint,
  className,
  ...props
}: ControlProps & Omit<ComponentProps<'select'>, 'name'>) {
  return (
    <Described name={name} label={label} error={error} hint={hint}>
      <select
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ name, label, error, hint })}
        className={cn(controlClass, 'h-10 py-0 sm:max-w-xs', className)}
        {...props}
      />
    </Described>
  );
}
