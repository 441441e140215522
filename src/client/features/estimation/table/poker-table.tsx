import { useRef } from 'react';
import type { MemberView, RoundView } from '../../../../shared/protocol/room-view';
import type { SeatingPlan } from '../../../../shared/domain/seating';
import { cn } from '../../../lib/utils';
import { EmojiLayer } from '../../../components/live/emoji-layer';
import { EmptySeat, Seat, type SeatSide } from './seat';
import { TableCenter } from './table-center';
import type { RoundTarget } from '../state/room-selectors';
import { useRoom } from '../connection/room-context';
import { useTranslation } from '../../../lib/i18n';

interface PokerTableProps {
  players: readonly MemberView[];
  plan: SeatingPlan<MemberView>;
  target: RoundTarget;
}

function seatProps(round: RoundView, member: MemberView) {
  const vote = round.votes.find((candidate) => candidate.userId === member.userId);
  return { voted: vote !== undefined, value: vote?.value ?? null, isShow: round.isShow };
}

const SIDE_CLASSES: Record<SeatSide, string> = {
  top: 'col-start-2 row-start-1 flex-row items-end justify-center',
  bottom: 'col-start-2 row-start-3 flex-row items-start justify-center',
  left: 'col-start-1 row-start-2 flex-col items-end justify-center',
  right: 'col-start-3 row-start-2 flex-col items-start justify-center',
};

/** Six seats share a long side and narrow together on small screens rather than wrapping. */
const SEAT_CLASSES: Record<SeatSide, string> = {
  top: 'min-w-0 flex-1 basis-0 max-w-24',
  bottom: 'min-w-0 flex-1 basis-0 max-w-24',
  left: 'w-14 sm:w-auto',
  right: 'w-14 sm:w-auto',
};

/** SPEC §2: top 6, bottom 6, left 3, right 3, around the table that shows the round's state. */
export function PokerTable({ players, plan, target }: PokerTableProps) {
  const { t } = useTranslation();
  const { subscribeEmoji } = useRoom();
  const container = useRef<HTMLDivElement>(null);
  const sides: SeatSide[] = ['top', 'left', 'right', 'bottom'];
  return (
    <div
      ref={container}
      className="relative mx-auto grid w-full max-w-4xl grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_minmax(9rem,1fr)_auto] gap-x-1 gap-y-3 sm:gap-x-3"
    >
      {sides.map((side) => (
        <ul
          key={side}
          data-table-side={side}
          aria-label={t(`room.table.sides.${side}`)}
          className={cn(
            'flex min-h-0 gap-x-1 gap-y-3 sm:gap-x-3',
            SIDE_CLASSES[side],
            plan[side].length === 0 && 'hidden',
          )}
        >
          {plan[side].map((member, index) =>
            member ? (
              <Seat
                key={member.userId}
                member={member}
                side={side}
                className={SEAT_CLASSES[side]}
                {...seatProps(target.round, member)}
              />
            ) : (
              // Someone left this seat: it stays, empty, so nobody else moves.
              <EmptySeat key={`empty-${index}`} side={side} className={SEAT_CLASSES[side]} />
            ),
          )}
        </ul>
      ))}
      <div
        className={cn(
          'col-start-2 row-start-2 flex min-h-36 items-center justify-center rounded-[2.5rem] border-4 p-3 shadow-inner sm:min-h-44 sm:rounded-[4rem]',
          'border-primary-800/40 bg-primary-600/15 dark:border-primary-400/25 dark:bg-primary-900/40',
        )}
      >
        <TableCenter players={players} target={target} />
      </div>
      <EmojiLayer container={container} subscribe={subscribeEmoji} />
    </div>
  );
}
