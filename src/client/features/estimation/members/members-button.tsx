import { useMemberActions } from '../../../components/live/member-actions';
import { MembersPopover } from '../../../components/live/members-popover';
import { useRoom } from '../connection/room-context';

/** A manager's actions on other members, as room commands; null for everyone else. */
export function useRoomMemberActions() {
  const { room, selfId, isManager, send } = useRoom();
  return useMemberActions(room.ownerId, selfId, isManager, send);
}

/** The room's members, online first, with a manager's menu beside each. */
export function MembersButton() {
  const { room, selfId } = useRoom();
  return (
    <MembersPopover
      members={room.members}
      removed={room.removed}
      online={room.online}
      ownerId={room.ownerId}
      selfId={selfId}
      actions={useRoomMemberActions()}
    />
  );
}
