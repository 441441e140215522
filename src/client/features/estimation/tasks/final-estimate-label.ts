import type { TaskView } from '../../../../shared/protocol/room-view';
import type { TFunction } from '../../../lib/i18n';

/** Names the round the estimate came from once a task has been voted on more than once. */
export function finalEstimateLabel(t: TFunction, task: TaskView): string {
  const { finalEstimate: estimate, finalEstimateRound: round } = task;
  return round !== null && task.round.round > 1
    ? t('room.tasks.estimateFromRound', { estimate, round })
    : t('room.tasks.estimate', { estimate });
}
