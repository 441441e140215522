import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** Keeps its accessible name while busy, so the action stays recognisable to assistive tech. */
export function SubmitButton({ pending, children, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {children}
    </Button>
  );
}
