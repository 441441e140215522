import { forwardRef, type ComponentProps } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { spokenCard } from './spoken-card';
import { useTranslation } from '../../../lib/i18n';

/** Disabled cards stay focusable (aria-disabled), so the reason beside the deck can still be found. */
interface DeckCardProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
  /** What to type to pick this card: its own number, or a letter. */
  shortcut?: string;
  selected: boolean;
  pending: boolean;
}

export const DeckCard = forwardRef<HTMLButtonElement, DeckCardProps>(function DeckCard(
  { value, shortcut, selected, pending, disabled, className, ...props },
  ref,
) {
  const { t } = useTranslation();
  // A number is typed as it reads; only a letter needs showing on the card.
  const spoken = spokenCard(t, value);
  const letter = shortcut && shortcut !== value ? shortcut.toUpperCase() : undefined;
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={selected}
      aria-busy={pending || undefined}
      aria-disabled={disabled || undefined}
      aria-label={
        letter
          ? t('room.deck.cardWithKey', { value: spoken, key: letter })
          : t('room.deck.card', { value: spoken })
      }
      aria-keyshortcuts={shortcut ? shortcut.split('').join(' ') : undefined}
      data-card={value}
      className={cn(
        'relative flex h-14 w-10 items-center justify-center rounded-lg border-2 text-base font-bold shadow-sm transition-all sm:h-[4.5rem] sm:w-12 sm:text-lg',
        'border-border bg-card text-foreground hover:-translate-y-1 hover:border-primary',
        selected && '-translate-y-2 border-primary bg-primary text-primary-foreground hover:-translate-y-2',
        pending && 'animate-pulse',
        disabled && 'cursor-not-allowed opacity-50 hover:translate-y-0 hover:border-border',
        focusRing,
        className,
      )}
      {...props}
    >
      {letter && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-1 hidden text-[0.6rem] font-medium opacity-60 sm:block"
        >
          {letter}
        </span>
      )}
      {value}
    </button>
  );
});
