import type { CountdownPhase } from '../../../../shared/domain/countdown';
import { CountdownControl } from '../../../components/live/countdown-control';
import { CountdownPanel } from '../../../components/live/countdown-panel';
import { Checkbox } from '../../../components/ui/checkbox';
import { useRoom } from '../connection/room-context';
import { useTranslation } from '../../../lib/i18n';

/** The room's countdown controls, and whether the cards turn over when it runs out. */
function TimerPanel({ phase }: { phase: CountdownPhase }) {
  const { t } = useTranslation();
  const { room, send } = useRoom();
  const { timer } = room;
  const locked = phase === 'running' || phase === 'paused';

  async function startWith(durationMs: number) {
    const set = await send({ type: 'timer.set', durationMs, revealOnEnd: timer.revealOnEnd });
    if (set.ok) await send({ type: 'timer.start' });
  }

  return (
    <CountdownPanel
      phase={phase}
      onStartWith={(durationMs) => void startWith(durationMs)}
      onStart={() => void send({ type: 'timer.start' })}
      onPause={() => void send({ type: 'timer.pause' })}
      onReset={() => void send({ type: 'timer.reset' })}
    >
      <label className="flex items-start gap-2 text-sm">
        <Checkbox
          checked={timer.revealOnEnd}
          onCheckedChange={(checked) =>
            void send({ type: 'timer.set', durationMs: timer.durationMs, revealOnEnd: checked === true })
          }
          disabled={locked}
        />
        <span className="grid gap-0.5">
          {t('room.timer.revealOnEnd')}
          {locked && (
            <span className="text-xs text-muted-foreground">{t('room.timer.revealOnEndLocked')}</span>
          )}
        </span>
      </label>
    </CountdownPanel>
  );
}

/** Everyone sees the room's countdown; managers set it. */
export function TimerControl() {
  const { room, isManager, clockOffsetMs } = useRoom();
  return (
    <CountdownControl
      countdown={room.timer}
      clockOffsetMs={clockOffsetMs}
      panel={isManager ? (phase) => <TimerPanel phase={phase} /> : null}
    />
  );
}
