import type { MemberView } from '../../../../shared/protocol/room-view';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { SeatPerson } from './seat-person';
import { TableCard, type TableCardState } from './table-card';
import { useTranslation } from '../../../lib/i18n';

export type SeatSide = 'top' | 'bottom' | 'left' | 'right';

interface SeatProps {
  member: MemberView;
  side: SeatSide;
  voted: boolean;
  value: string | null;
  isShow: boolean;
  className?: string;
}

const LAYOUT: Record<SeatSide, string> = {
  // The card always faces the table; side seats lie sideways where there is room for it.
  top: 'flex-col-reverse',
  bottom: 'flex-col',
  left: 'flex-col sm:flex-row-reverse',
  right: 'flex-col sm:flex-row',
};

/** One player at the table: who they are and, as far as this viewer may know, their card. */
export function Seat({ member, side, voted, value, isShow, className }: SeatProps) {
  const { t } = useTranslation();
  const { selfId } = useRoom();
  const you = member.userId === selfId;
  const state: TableCardState = !voted ? 'empty' : isShow ? 'up' : 'down';
  const status = !voted
    ? isShow
      ? t('room.table.seat.noVote')
      : t('room.table.seat.thinking')
    : isShow
      ? t('room.table.seat.card', { value })
      : t('room.table.seat.voted');
  return (
    <li
      data-seat-user={member.userId}
      data-card-state={state}
      className={cn('relative flex items-center gap-1 sm:gap-1.5', LAYOUT[side], className)}
    >
      <TableCard state={state} value={isShow ? value : null} highlight={you} />
      <span className="flex max-w-full min-w-0 flex-col items-center gap-0.5">
        <SeatPerson member={member} you={you}>
          <Avatar
            name={member.displayName}
            src={member.photoURL}
            className={cn('size-7 sm:size-8', you && 'ring-2 ring-primary')}
          />
        </SeatPerson>
        {/* Two or three lines, broken anywhere, so look-alike names still differ on a narrow seat. */}
        <span
          data-seat-name
          className="line-clamp-2 max-w-full text-center text-[0.7rem] leading-tight font-medium wrap-anywhere sm:line-clamp-3 sm:max-w-24 sm:text-xs"
          title={member.displayName}
        >
          {member.displayName}
        </span>
        <span className="sr-only">
          {you && `${t('live.members.you')} `}
          {status}
        </span>
      </span>
    </li>
  );
}

/** A seat someone left: as big as a taken one and unseen, so the others keep their places. */
export function EmptySeat({ side, className }: { side: SeatSide; className?: string }) {
  return (
    <li
      aria-hidden="true"
      className={cn('invisible flex items-center gap-1 sm:gap-1.5', LAYOUT[side], className)}
    >
      <TableCard state="empty" value={null} />
      <span className="size-7 sm:size-8" />
    </li>
  );
}
