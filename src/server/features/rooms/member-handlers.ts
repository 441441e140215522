import { maySeatThemselves, seatLockAfter, withSeat, type Seat } from '../../../shared/domain/roles';
import { membership } from '../../membership/member-handlers';
import { refuse } from './room-errors';
import type { CommandContext, RoomHandlerTable } from './room-live';
import { parseMember, ROOM_KIND, ROOM_MEMBERS, roundKeyOf, type MemberRecord } from './room-records';
import { findMember, insertMember, listTasks, listVotes, removeMember, setMemberRoles } from './room-store';
import { toMemberView } from './room-views';

/**
 * Estimation rooms' membership: the rules every kind shares, over the room's tables. A member who
 * goes takes back their votes of rounds not shown; rounds already shown keep the member's vote and
 * name (SPEC §4): they are recorded, and the record is history.
 */
const roomMembership = membership<MemberRecord, ReturnType<typeof toMemberView>, CommandContext>({
  kind: ROOM_KIND,
  words: { noun: 'room', manager: 'manager' },
  find: findMember,
  accessHolders: ROOM_MEMBERS.accessHolders,
  async insert(tx, roomId, userId, roles, profile) {
    return parseMember({ ...(await insertMember(tx, roomId, userId, roles)), ...profile });
  },
  remove: removeMember,
  setRoles: (tx, roomId, target, roles, byOther) =>
    setMemberRoles(tx, roomId, target.userId, roles, seatLockAfter(target, roles, byOther)),
  view: toMemberView,
  async dropping(ctx, member) {
    const shown = new Set(
      (await listTasks(ctx.tx, ctx.room.id)).filter((task) => task.isShow).map((task) => task.id),
    );
    if (ctx.room.isShow) shown.add(roundKeyOf(null));
    for (const vote of await listVotes(ctx.tx, ctx.room.id)) {
      if (vote.userId !== member.userId || shown.has(vote.roundKey)) continue;
      const taskId = vote.roundKey === '' ? null : vote.roundKey;
      ctx.emit(
        { kind: 'room' },
        { type: 'vote.changed', taskId, userId: member.userId, voted: false, value: null },
      );
    }
  },
});

export const joinAsPlayer = roomMembership.join;

async function seatSelf(ctx: CommandContext, as: Seat, actor: MemberRecord): Promise<void> {
  if (as === 'player' && !maySeatThemselves(actor, ctx.room.viewersMayTakeSeat)) {
    throw refuse('FORBIDDEN', 'A moderator made you a viewer: ask them to seat you again');
  }
  // Watching by one's own choice, or sitting down, leaves the seat free to change again.
  await setMemberRoles(ctx.tx, ctx.room.id, actor.userId, withSeat(actor.roles, as), false);
  await roomMembership.emitMember(ctx, actor.userId);
}

export const memberHandlers = {
  ...roomMembership.handlers,
  // Anyone may switch themselves between voting and watching.
  'self.seat': { policy: 'member', run: (ctx, command, actor) => seatSelf(ctx, command.as, actor) },
} satisfies Partial<RoomHandlerTable>;
