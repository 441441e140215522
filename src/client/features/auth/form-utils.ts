import type { FormEvent } from 'react';
import type { AuthField, FieldErrors } from './auth-errors';

export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** Moves focus to the first field with a problem, in form order, so keyboard users land on it. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  errors: FieldErrors,
  order: readonly AuthField[],
): void {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLInputElement) element.focus();
}

/** Removes a field's error as soon as the user edits that field. */
export function clearErrorOnInput(setErrors: (update: (errors: FieldErrors) => FieldErrors) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as AuthField;
    setErrors((errors) => (errors[name] ? { ...errors, [name]: undefined } : errors));
  };
}
