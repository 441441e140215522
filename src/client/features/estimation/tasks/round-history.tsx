import type { RoundView } from '../../../../shared/protocol/room-view';
import { useRoom } from '../connection/room-context';
import { voterName } from '../state/room-selectors';
import { useTranslation } from '../../../lib/i18n';

/** A task's earlier rounds, kept when it was voted on again: each round's average and who voted what. */
export function RoundHistory({ rounds }: { rounds: readonly RoundView[] }) {
  const { t } = useTranslation();
  const { room } = useRoom();
  if (rounds.length === 0) return null;
  const names = new Map(room.members.map((member) => [member.userId, member.displayName]));
  return (
    <details className="text-xs">
      <summary className="cursor-pointer rounded text-muted-foreground hover:text-foreground">
        {t('room.tasks.history', { count: rounds.length })}
      </summary>
      <ol className="mt-1 grid gap-1 ps-3">
        {rounds.map((round) => (
          <li key={round.round}>
            <span className="font-medium">
              {t('room.tasks.pastRound', { round: round.round, average: round.averageResult ?? '—' })}
            </span>{' '}
            <span className="break-words text-muted-foreground">
              {round.votes
                .map(
                  (vote) => `${voterName(vote, names, t('room.results.formerMember'))}: ${vote.value ?? '—'}`,
                )
                .join(', ')}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
