import { cn } from '../../../lib/utils';

export type TableCardState = 'empty' | 'down' | 'up';

/**
 * A card on the table: an empty place, a face-down card (the value is not even in the page), or
 * the card turned face-up after the reveal, with a flip.
 */
export function TableCard({
  state,
  value,
  highlight,
}: {
  state: TableCardState;
  value: string | null;
  highlight?: boolean;
}) {
  const size = 'h-12 w-9 sm:h-16 sm:w-11';
  if (state === 'empty') {
    return (
      <span aria-hidden="true" className={cn(size, 'rounded-md border-2 border-dashed border-border')} />
    );
  }
  const up = state === 'up';
  return (
    <span aria-hidden="true" className={cn(size, 'relative [perspective:600px]')}>
      {/* A CSS transition with a little overshoot, as a card turned by hand; none for reduced motion. */}
      <span
        className={cn(
          'absolute inset-0 transition-transform duration-500 ease-[cubic-bezier(0.34,1.4,0.64,1)] [transform-style:preserve-3d] motion-reduce:transition-none',
          up ? '[transform:rotateY(0deg)]' : '[transform:rotateY(180deg)]',
        )}
      >
        <span
          data-card-face="front"
          className={cn(
            'absolute inset-0 flex items-center justify-center rounded-md border-2 bg-card text-base font-bold shadow-sm [backface-visibility:hidden] sm:text-lg',
            highlight ? 'border-primary text-primary' : 'border-primary/60 text-foreground',
          )}
        >
          {up ? value : null}
        </span>
        <span
          data-card-face="back"
          className="absolute inset-0 rounded-md border-2 border-primary-800 bg-primary-600 shadow-sm [backface-visibility:hidden] [transform:rotateY(180deg)] dark:border-primary-400 dark:bg-primary-700"
        >
          <span className="absolute inset-1 rounded-sm border border-white/40 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(255_255_255/0.18)_4px_8px)]" />
        </span>
      </span>
    </span>
  );
}
