import type { MemberView, RoundView } from '../../../../shared/protocol/room-view';
import { Seat } from './seat';
import { useTranslation } from '../../../lib/i18n';

/** Players past the table's 18 seats: still seen, with their cards, beside the table. */
export function OverflowPlayers({ players, round }: { players: readonly MemberView[]; round: RoundView }) {
  const { t } = useTranslation();
  const title = t('room.table.morePlayers', { count: players.length });
  return (
    <div className="grid gap-2 rounded-xl border border-border bg-card/60 p-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul aria-label={title} className="flex flex-wrap gap-x-2 gap-y-3">
        {players.map((member) => {
          const vote = round.votes.find((candidate) => candidate.userId === member.userId);
          return (
            <Seat
              key={member.userId}
              member={member}
              side="bottom"
              className="w-16 sm:w-20"
              voted={vote !== undefined}
              value={vote?.value ?? null}
              isShow={round.isShow}
            />
          );
        })}
      </ul>
    </div>
  );
}
