import { useMemo } from 'react';
import type { MemberActions } from '../../../components/live/member-actions';
import { MembersPopover } from '../../../components/live/members-popover';
import { useRoom } from '../connection/room-context';

/** A manager's actions on other members, as room commands; null for everyone else. */
export function useMemberActions(): MemberActions | null {
  const { room, isManager, send } = useRoom();
  const ownerId = room.ownerId;
  return useMemo(
    () =>
      isManager
        ? {
            ownerId,
            changeRoles: (member, roles, success) =>
              void send({ type: 'member.roles', userId: member.userId, roles }, { success }),
            remove: (member) => send({ type: 'member.remove', userId: member.userId }),
          }
        : null,
    [isManager, ownerId, send],
  );
}

/** The room's members, online first, with a manager's menu beside each. */
export function MembersButton() {
  const { room, selfId } = useRoom();
  return (
    <MembersPopover
      members={room.members}
      online={room.online}
      ownerId={room.ownerId}
      selfId={selfId}
      actions={useMemberActions()}
    />
  );
}
