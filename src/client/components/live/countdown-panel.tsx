import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import type { CountdownPhase } from '../../../shared/domain/countdown';
import { COUNTDOWN_PRESET_MINUTES, durationFromFields } from '../../lib/live/countdown';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { useTranslation } from '../../lib/i18n';

interface CountdownPanelProps {
  phase: CountdownPhase;
  /** Sets a new duration and starts it. */
  onStartWith(durationMs: number): void;
  /** Starts or resumes the current duration. */
  onStart(): void;
  onPause(): void;
  onReset(): void;
  /** What a kind adds (estimation: reveal when time is up). */
  children?: ReactNode;
}

/** A facilitator's countdown controls: presets that start at once, a custom duration, pause, resume, reset. */
export function CountdownPanel({
  phase,
  onStartWith,
  onStart,
  onPause,
  onReset,
  children,
}: CountdownPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [minutes, setMinutes] = useState('');
  const [seconds, setSeconds] = useState('');
  const [customError, setCustomError] = useState(false);

  function onCustom(event: FormEvent) {
    event.preventDefault();
    const duration = durationFromFields(minutes, seconds);
    setCustomError(duration === null);
    if (duration !== null) onStartWith(duration);
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {phase === 'running' ? (
          <Button size="sm" variant="outline" onClick={onPause}>
            <Pause aria-hidden="true" />
            {t('live.timer.pause')}
          </Button>
        ) : (
          phase !== 'finished' && (
            <Button size="sm" onClick={onStart}>
              <Play aria-hidden="true" />
              {phase === 'paused' ? t('live.timer.resume') : t('live.timer.start')}
            </Button>
          )
        )}
        <Button size="sm" variant="outline" disabled={phase === 'idle'} onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          {t('live.timer.reset')}
        </Button>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('live.timer.presets')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {COUNTDOWN_PRESET_MINUTES.map((preset) => (
            <Button key={preset} size="sm" variant="secondary" onClick={() => onStartWith(preset * 60_000)}>
              {t('live.timer.minutes', { count: preset })}
            </Button>
          ))}
        </div>
      </fieldset>
      <form noValidate onSubmit={onCustom} className="grid gap-1.5">
        <span className="text-sm font-medium" id={`${id}-custom`}>
          {t('live.timer.custom')}
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby={`${id}-custom`}>
          <Input
            inputMode="numeric"
            aria-label={t('live.timer.minutesField')}
            placeholder={t('live.timer.minutesShort')}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            className="h-9 w-16"
            aria-invalid={customError || undefined}
          />
          <span aria-hidden="true">:</span>
          <Input
            inputMode="numeric"
            aria-label={t('live.timer.secondsField')}
            placeholder={t('live.timer.secondsShort')}
            value={seconds}
            onChange={(event) => setSeconds(event.target.value)}
            className="h-9 w-16"
            aria-invalid={customError || undefined}
          />
          <Button type="submit" size="sm">
            {t('live.timer.start')}
          </Button>
        </div>
        {customError && <p className="text-sm text-destructive">{t('live.timer.customInvalid')}</p>}
      </form>
      {children}
    </div>
  );
}
