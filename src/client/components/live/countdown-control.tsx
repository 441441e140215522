import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { Timer } from 'lucide-react';
import type { Countdown, CountdownPhase } from '../../../shared/domain/countdown';
import { COUNTDOWN_FINISHED_SHOWN_MS, formatCountdown, shownCountdown } from '../../lib/live/countdown';
import { useNow } from '../../lib/use-now';
import { cn } from '../../lib/utils';
import { focusRing } from '../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { useTranslation } from '../../lib/i18n';

const TONE: Record<CountdownPhase, string> = {
  idle: 'text-muted-foreground',
  running: 'text-foreground',
  paused: 'text-amber-600 dark:text-amber-400',
  finished: 'font-semibold text-red-700 border-red-700/60 dark:text-red-300 dark:border-red-300/60',
};

interface PillProps extends ComponentProps<'button'> {
  phase: CountdownPhase;
  text: string;
  label: string;
  interactive: boolean;
}

const CountdownPill = forwardRef<HTMLButtonElement, PillProps>(function CountdownPill(
  { phase, text, label, interactive, className, ...props },
  ref,
) {
  const { t } = useTranslation();
  const content = (
    <>
      <Timer aria-hidden="true" className="size-4" />
      <span className="font-mono whitespace-nowrap tabular-nums">{text}</span>
      {phase === 'finished' && (
        <span className="hidden whitespace-nowrap sm:inline">{t('live.timer.timeUp')}</span>
      )}
    </>
  );
  const classes = cn(
    'inline-flex h-8 items-center gap-1.5 rounded-md border border-border px-2 text-sm',
    TONE[phase],
    className,
  );
  if (!interactive) {
    return (
      <span role="timer" aria-label={label} title={label} className={classes}>
        {content}
      </span>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cn(classes, 'hover:bg-muted', focusRing)}
      {...props}
    >
      {content}
    </button>
  );
});

interface CountdownControlProps {
  countdown: Countdown;
  /** Server clock minus this browser's clock. */
  clockOffsetMs: number;
  /** Facilitators get the panel; everyone else only sees the time, and nothing while it is idle. */
  panel: ((phase: CountdownPhase) => ReactNode) | null;
}

/** Everyone sees the same countdown (the server's end time, in this browser's clock). */
export function CountdownControl({ countdown, clockOffsetMs, panel }: CountdownControlProps) {
  const { t } = useTranslation();
  // The end in this browser's clock: the server's end time minus how far ahead the server runs.
  // Ticking on past the end, until "time's up" has been shown long enough.
  const now = useNow(
    countdown.endsAt ? Date.parse(countdown.endsAt) - clockOffsetMs + COUNTDOWN_FINISHED_SHOWN_MS : null,
  );
  const { phase, ms } = shownCountdown(countdown, now + clockOffsetMs);
  if (phase === 'idle' && !panel) return null;
  const text = formatCountdown(ms);
  const label = t(`live.timer.state.${phase}`, { time: text });
  if (!panel) return <CountdownPill phase={phase} text={text} label={label} interactive={false} />;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <CountdownPill phase={phase} text={text} label={`${label}. ${t('live.timer.open')}`} interactive />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        {panel(phase)}
      </PopoverContent>
    </Popover>
  );
}
