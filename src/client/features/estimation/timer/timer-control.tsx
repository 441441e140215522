import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { formatCountdown, timerPhase, timerRemainingMs, type TimerPhase } from '../state/timer-math';
import { TimerPanel } from './timer-panel';
import { useNow } from './use-now';

const TONE: Record<TimerPhase, string> = {
  idle: 'text-muted-foreground',
  running: 'text-foreground',
  paused: 'text-amber-600 dark:text-amber-400',
  finished: 'font-semibold text-red-700 border-red-700/60 dark:text-red-300 dark:border-red-300/60',
};

interface PillProps extends ComponentProps<'button'> {
  phase: TimerPhase;
  text: string;
  timeUp: string;
  label: string;
  interactive: boolean;
}

const TimerPill = forwardRef<HTMLButtonElement, PillProps>(function TimerPill(
  { phase, text, timeUp, label, interactive, className, ...props },
  ref,
) {
  const content = (
    <>
      <Timer aria-hidden="true" className="size-4" />
      <span className="font-mono whitespace-nowrap tabular-nums">{text}</span>
      {phase === 'finished' && <span className="hidden whitespace-nowrap sm:inline">{timeUp}</span>}
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

/** Everyone sees the same countdown (the server's end time, in this browser's clock); managers set it. */
export function TimerControl() {
  const { t } = useTranslation();
  const { room, isManager, clockOffsetMs } = useRoom();
  const { timer } = room;
  // The end in this browser's clock: the server's end time minus how far ahead the server runs.
  const now = useNow(timer.endsAt ? Date.parse(timer.endsAt) - clockOffsetMs : null);
  const phase = timerPhase(timer, now, clockOffsetMs);
  const remaining = timerRemainingMs(timer, now, clockOffsetMs);
  if (phase === 'idle' && !isManager) return null;
  const text = formatCountdown(remaining);
  const label = t(`room.timer.state.${phase}`, { time: formatCountdown(remaining) });
  if (!isManager)
    return (
      <TimerPill
        phase={phase}
        text={text}
        timeUp={t('room.timer.timeUp')}
        label={label}
        interactive={false}
      />
    );
  return (
    <Popover>
      <PopoverTrigger asChild>
        <TimerPill
          phase={phase}
          text={text}
          timeUp={t('room.timer.timeUp')}
          label={`${label}. ${t('room.timer.open')}`}
          interactive
        />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <TimerPanel phase={phase} />
      </PopoverContent>
    </Popover>
  );
}
