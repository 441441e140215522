import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { Button, focusRing } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { durationFromFields, TIMER_PRESET_MINUTES, type TimerPhase } from '../state/timer-math';

/** The manager's timer controls: presets that start at once, a custom duration, pause, resume, reset. */
export function TimerPanel({ phase }: { phase: TimerPhase }) {
  const { t } = useTranslation();
  const id = useId();
  const { room, send } = useRoom();
  const { timer } = room;
  const [minutes, setMinutes] = useState('');
  const [seconds, setSeconds] = useState('');
  const [customError, setCustomError] = useState(false);

  async function startWith(durationMs: number) {
    const set = await send({ type: 'timer.set', durationMs, revealOnEnd: timer.revealOnEnd });
    if (set.ok) await send({ type: 'timer.start' });
  }

  function onCustom(event: FormEvent) {
    event.preventDefault();
    const duration = durationFromFields(minutes, seconds);
    setCustomError(duration === null);
    if (duration !== null) void startWith(duration);
  }

  const changeRevealOnEnd = (checked: boolean) =>
    void send({ type: 'timer.set', durationMs: timer.durationMs, revealOnEnd: checked });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {phase === 'running' ? (
          <Button size="sm" variant="outline" onClick={() => void send({ type: 'timer.pause' })}>
            <Pause aria-hidden="true" />
            {t('room.timer.pause')}
          </Button>
        ) : (
          phase !== 'finished' && (
            <Button size="sm" onClick={() => void send({ type: 'timer.start' })}>
              <Play aria-hidden="true" />
              {phase === 'paused' ? t('room.timer.resume') : t('room.timer.start')}
            </Button>
          )
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={phase === 'idle'}
          onClick={() => void send({ type: 'timer.reset' })}
        >
          <RotateCcw aria-hidden="true" />
          {t('room.timer.reset')}
        </Button>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('room.timer.presets')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {TIMER_PRESET_MINUTES.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant="secondary"
              onClick={() => void startWith(preset * 60_000)}
            >
              {t('room.timer.minutes', { count: preset })}
            </Button>
          ))}
        </div>
      </fieldset>
      <form noValidate onSubmit={onCustom} className="grid gap-1.5">
        <span className="text-sm font-medium" id={`${id}-custom`}>
          {t('room.timer.custom')}
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby={`${id}-custom`}>
          <Input
            inputMode="numeric"
            aria-label={t('room.timer.minutesField')}
            placeholder={t('room.timer.minutesShort')}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            className="h-9 w-16"
            aria-invalid={customError || undefined}
          />
          <span aria-hidden="true">:</span>
          <Input
            inputMode="numeric"
            aria-label={t('room.timer.secondsField')}
            placeholder={t('room.timer.secondsShort')}
            value={seconds}
            onChange={(event) => setSeconds(event.target.value)}
            className="h-9 w-16"
            aria-invalid={customError || undefined}
          />
          <Button type="submit" size="sm">
            {t('room.timer.start')}
          </Button>
        </div>
        {customError && <p className="text-sm text-destructive">{t('room.timer.customInvalid')}</p>}
      </form>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox.Root
          checked={timer.revealOnEnd}
          onCheckedChange={(checked) => changeRevealOnEnd(checked === true)}
          disabled={phase === 'running' || phase === 'paused'}
          className={cn(
            'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-input bg-card',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground disabled:opacity-60',
            focusRing,
          )}
        >
          <Checkbox.Indicator>
            <Check aria-hidden="true" className="size-3" />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <span className="grid gap-0.5">
          {t('room.timer.revealOnEnd')}
          {(phase === 'running' || phase === 'paused') && (
            <span className="text-xs text-muted-foreground">{t('room.timer.revealOnEndLocked')}</span>
          )}
        </span>
      </label>
    </div>
  );
}
