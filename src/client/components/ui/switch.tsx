import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { focusRing } from './button';

interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'onChange'> {
  onCheckedChange?(checked: boolean): void;
}

/** An on/off switch: the browser's own checkbox, announced as a switch, drawn as a track and thumb. */
export function Switch({ className, onCheckedChange, ...props }: SwitchProps) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className={cn(
          'peer size-full cursor-pointer appearance-none rounded-full bg-input transition-colors',
          'checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}

interface SwitchFieldProps {
  label: string;
  help?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  name?: string;
}

/** An on/off option with its label and a one-line explanation, all read out together. */
export function SwitchField({ label, help, checked, onCheckedChange, disabled, name }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} className="text-xs text-muted-foreground">
            {help}
          </p>
        )}
      </div>
      <Switch
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        className="mt-0.5"
      />
    </div>
  );
}
