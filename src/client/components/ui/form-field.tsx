import type { ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Ids must be unique on a page that holds two forms with the same field name. */
  idPrefix?: string;
}

/** A labelled input with its hint and its error, wired together for screen readers. */
export function FormField({ name, label, error, hint, idPrefix = '', ...inputProps }: FormFieldProps) {
  const id = `${idPrefix}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // Content starts at the top, so a neighbour's hint never pushes this input down.
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
