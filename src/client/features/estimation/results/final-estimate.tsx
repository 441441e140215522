import { useId, useState } from 'react';
import { Check, SkipForward } from 'lucide-react';
import { mostChosenCards, nearestCard } from '../../../../shared/domain/average';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { Button, focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { finalEstimateLabel } from '../tasks/final-estimate-label';
import { useRoom } from '../connection/room-context';
import { nextTaskToEstimate } from '../state/room-selectors';
import { useTranslation } from '../../../lib/i18n';

/**
 * The estimate the team keeps for the task. The deck card nearest the average is suggested; without
 * an average (T-shirt sizes) the card most people chose, and a tie is named.
 */
export function FinalEstimate({
  task,
  average,
  values,
}: {
  task: TaskView;
  average: number | null;
  values: readonly string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const { room, isManager, send } = useRoom();
  // An estimate kept from an earlier deck stays selectable, so the list never misstates it.
  const deck =
    task.finalEstimate && !room.votingSystem.values.includes(task.finalEstimate)
      ? [task.finalEstimate, ...room.votingSystem.values]
      : room.votingSystem.values;
  const mostChosen = average === null ? mostChosenCards(deck, values) : [];
  const suggested = average === null ? (mostChosen[0] ?? null) : nearestCard(deck, average);
  // An estimate saved after an earlier round is not this round's: after a re-vote the new
  // suggestion is offered, and saving it (or the old value again) is this round's decision.
  const fromEarlierRound = task.finalEstimate !== null && task.finalEstimateRound !== task.round.round;
  const [choice, setChoice] = useState<string>(
    fromEarlierRound ? (suggested ?? task.finalEstimate ?? '') : (task.finalEstimate ?? suggested ?? ''),
  );
  const [busy, setBusy] = useState(false);

  if (!isManager) {
    return task.finalEstimate ? <p className="text-sm font-medium">{finalEstimateLabel(t, task)}</p> : null;
  }

  const next = nextTaskToEstimate(room, task);

  async function save() {
    setBusy(true);
    await send(
      { type: 'task.estimate', taskId: task.id, estimate: choice === '' ? null : choice },
      { success: t('room.results.estimateSaved', { title: task.title, estimate: choice || '—' }) },
    );
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-border pt-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-estimate`} className="text-sm font-medium">
          {t('room.results.finalEstimate')}
        </label>
        <select
          id={`${id}-estimate`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={cn('h-9 min-w-28 rounded-md border border-input bg-card px-2 text-sm', focusRing)}
        >
          <option value="">{t('room.results.noEstimate')}</option>
          {deck.map((card) => (
            <option key={card} value={card}>
              {card === suggested ? t('room.results.suggested', { card }) : card}
            </option>
          ))}
        </select>
      </div>
      {mostChosen.length > 1 && (
        <p className="basis-full text-xs text-muted-foreground" role="note">
          {t('room.results.tie', { cards: mostChosen.join(', ') })}
        </p>
      )}
      <Button
        size="sm"
        className="h-9"
        disabled={busy || (choice === (task.finalEstimate ?? '') && !fromEarlierRound)}
        onClick={() => void save()}
      >
        <Check aria-hidden="true" />
        {t('room.results.saveEstimate')}
      </Button>
      {task.finalEstimate !== null && next && (
        <Button
          size="sm"
          variant="outline"
          className="h-9"
          onClick={() => void send({ type: 'task.select', taskId: next.id })}
        >
          <SkipForward aria-hidden="true" />
          {t('room.results.nextTask')}
        </Button>
      )}
    </div>
  );
}
