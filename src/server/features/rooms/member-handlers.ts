import {
  isOwner,
  mayChangeRolesOf,
  maySeatThemselves,
  seatLockAfter,
  withAssignedRoles,
  withSeat,
  type RoomRole,
  type Seat,
} from '../../../shared/domain/roles';
import { refuse } from './room-errors';
import type { CommandContext, RoomHandlerTable } from './room-live';
import { addRemoval, deleteRemoval, listRemovals } from '../../db/removal-store';
import { parseMember, ROOM_KIND, roundKeyOf, type MemberRecord } from './room-records';
import { findMember, insertMember, listTasks, listVotes, removeMember, setMemberRoles } from './room-store';
import { toMemberView } from './room-views';
import type { FirstVisit } from '../../membership/member-records';

/**
 * Tells the room how one member is now. `by` names the manager when one changed somebody else's
 * place in the room.
 */
async function emitMember(ctx: CommandContext, userId: string, by?: MemberRecord | null): Promise<void> {
  const member = await findMember(ctx.tx, ctx.room.id, userId);
  if (member) emitMemberAsIs(ctx, member, by);
}

function emitMemberAsIs(ctx: CommandContext, member: MemberRecord, by?: MemberRecord | null): void {
  ctx.emit(
    { kind: 'room' },
    {
      type: 'members.changed',
      upserted: [toMemberView(member)],
      removed: [],
      ...(by ? { by: by.userId } : {}),
    },
  );
}

/** Joining as a player by default (issue: rooms); the owner row is made when the room is created. */
export async function joinAsPlayer(
  ctx: CommandContext,
  userId: string,
  maxMembers: number,
  { removed, members, profile }: FirstVisit,
  /** Made members in the same commit, after `members` was counted. */
  joiningBefore: number,
): Promise<void> {
  if (removed) throw refuse('REMOVED', 'A manager removed you from this room: ask them to let you back in');
  if (members + joiningBefore >= maxMembers) {
    throw refuse('LIMIT_REACHED', `This room is full: it holds at most ${maxMembers} people`);
  }
  // Nothing is read after the membership is made, so on Postgres the join is one statement.
  if (!profile) return;
  const row = await insertMember(ctx.tx, ctx.room.id, userId, ['player']);
  const member = parseMember({ ...row, ...profile });
  ctx.joined(member);
  emitMemberAsIs(ctx, member);
}

/**
 * SPEC §4: the member's roles, membership and votes go; everyone sees the seat empty. Rounds
 * already shown keep the member's vote and name: they are recorded, and the record is history.
 */
async function dropMember(
  ctx: CommandContext,
  member: MemberRecord,
  reason: 'left' | 'removed',
): Promise<void> {
  const shown = new Set(
    (await listTasks(ctx.tx, ctx.room.id)).filter((task) => task.isShow).map((task) => task.id),
  );
  if (ctx.room.isShow) shown.add(roundKeyOf(null));
  const votes = (await listVotes(ctx.tx, ctx.room.id)).filter(
    (vote) => vote.userId === member.userId && !shown.has(vote.roundKey),
  );
  await removeMember(ctx.tx, ctx.room.id, member.userId);
  for (const vote of votes) {
    ctx.emit(
      { kind: 'room' },
      {
        type: 'vote.changed',
        taskId: vote.roundKey === '' ? null : vote.roundKey,
        userId: member.userId,
        voted: false,
        value: null,
      },
    );
  }
  ctx.notify({ kind: 'member', userId: member.userId }, { type: 'room.closed', reason });
  ctx.after({ kind: 'detachMember', userId: member.userId });
  ctx.emit({ kind: 'room' }, { type: 'members.changed', upserted: [], removed: [member.userId] });
}

async function leaveRoom(ctx: CommandContext, actor: MemberRecord): Promise<void> {
  if (isOwner(actor, ctx.room.ownerId))
    throw refuse('FORBIDDEN', 'You own this room: delete it instead of leaving');
  await dropMember(ctx, actor, 'left');
}

async function removeOtherMember(
  ctx: CommandContext,
  userId: string,
  actor: MemberRecord | null,
): Promise<void> {
  const target = await findMember(ctx.tx, ctx.room.id, userId);
  if (!target) throw refuse('NOT_FOUND', 'This person is not in the room');
  if (isOwner(target, ctx.room.ownerId))
    throw refuse('FORBIDDEN', 'The owner cannot be removed from their room');
  if (target.userId === actor?.userId) throw refuse('BAD_REQUEST', 'Use Leave to leave the room yourself');
  await dropMember(ctx, target, 'removed');
  await addRemoval(ctx.tx, ROOM_KIND, ctx.room.id, target.userId);
  await emitRemovals(ctx);
}

/** Tells the room who may not join again. */
async function emitRemovals(ctx: CommandContext): Promise<void> {
  const removed = await listRemovals(ctx.tx, ROOM_KIND, ctx.room.id);
  ctx.emit({ kind: 'room' }, { type: 'removals.changed', removed });
}

async function readmit(ctx: CommandContext, userId: string): Promise<void> {
  if (!(await deleteRemoval(ctx.tx, ROOM_KIND, ctx.room.id, userId)))
    throw refuse('NOT_FOUND', 'This person was not removed from the room');
  await emitRemovals(ctx);
}

async function setRoles(
  ctx: CommandContext,
  userId: string,
  roles: readonly RoomRole[],
  actor: MemberRecord | null,
): Promise<void> {
  const target = await findMember(ctx.tx, ctx.room.id, userId);
  if (!target) throw refuse('NOT_FOUND', 'This person is not in the room');
  if (!mayChangeRolesOf(actor, target, ctx.room.ownerId))
    throw refuse('FORBIDDEN', "Only the owner changes the owner's roles");
  const next = withAssignedRoles(target.roles, roles);
  const byOther = actor !== null && actor.userId !== target.userId;
  await setMemberRoles(ctx.tx, ctx.room.id, userId, next, seatLockAfter(target, next, byOther));
  await emitMember(ctx, userId, actor);
}

async function seatSelf(ctx: CommandContext, as: Seat, actor: MemberRecord): Promise<void> {
  if (as === 'player' && !maySeatThemselves(actor, ctx.room.viewersMayTakeSeat)) {
    throw refuse('FORBIDDEN', 'A moderator made you a viewer: ask them to seat you again');
  }
  // Watching by one's own choice, or sitting down, leaves the seat free to change again.
  await setMemberRoles(ctx.tx, ctx.room.id, actor.userId, withSeat(actor.roles, as), false);
  await emitMember(ctx, actor.userId);
}

export const memberHandlers = {
  'room.leave': { policy: 'member', run: (ctx, _command, actor) => leaveRoom(ctx, actor) },
  'member.remove': {
    policy: 'manager',
    run: (ctx, command, actor) => removeOtherMember(ctx, command.userId, actor),
  },
  // A removed person joins again only once a manager lets them.
  'member.readmit': { policy: 'manager', run: (ctx, command) => readmit(ctx, command.userId) },
  'member.roles': {
    policy: 'manager',
    run: (ctx, command, actor) => setRoles(ctx, command.userId, command.roles, actor),
  },
  // Anyone may switch themselves between voting and watching.
  'self.seat': { policy: 'member', run: (ctx, command, actor) => seatSelf(ctx, command.as, actor) },
} satisfies Partial<RoomHandlerTable>;
