import { isOwner, mayChangeRolesOf, withAssignedRoles } from '../../../shared/domain/roles';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import { addRemoval, deleteRemoval, listRemovals } from '../../db/removal-store';
import type { FirstVisit } from '../../membership/member-records';
import { parseRetroMember, RETRO_KIND, type RetroMemberRecord } from './retro-records';
import { findRetroMember, insertRetroMember, removeRetroMember, updateRetroMember } from './retro-store';
import { toRetroMemberView } from './retro-views';

/**
 * Tells the retro how one member is now. `by` names the facilitator when one changed somebody
 * else's place in the retro.
 */
async function emitRetroMember(
  ctx: RetroContext,
  userId: string,
  by?: RetroMemberRecord | null,
): Promise<void> {
  const member = await findRetroMember(ctx.tx, ctx.room.id, userId);
  if (member) emitRetroMemberAsIs(ctx, member, by);
}

function emitRetroMemberAsIs(
  ctx: RetroContext,
  member: RetroMemberRecord,
  by?: RetroMemberRecord | null,
): void {
  const upserted = [toRetroMemberView(member)];
  ctx.emit(
    { kind: 'room' },
    { type: 'members.changed', upserted, removed: [], ...(by ? { by: by.userId } : {}) },
  );
}

/** Tells the retro who may not join again. */
async function emitRemovals(ctx: RetroContext): Promise<void> {
  const removed = await listRemovals(ctx.tx, RETRO_KIND, ctx.room.id);
  ctx.emit({ kind: 'room' }, { type: 'removals.changed', removed });
}

/**
 * A first visit makes a player, unless the retro is full (ROOM_MEMBER_LIMIT). A member found here
 * was made by their other tab's join since `revisit` looked, which stamped the visit.
 */
export async function joinRetro(
  ctx: RetroContext,
  userId: string,
  maxMembers: number,
  { removed, members, profile }: FirstVisit,
  /** Made members in the same commit, after `members` was counted. */
  joiningBefore: number,
): Promise<void> {
  if (ctx.actor) return;
  if (removed) {
    throw refuse('REMOVED', 'A facilitator removed you from this retro: ask them to let you back in');
  }
  if (members + joiningBefore >= maxMembers) {
    throw refuse('LIMIT_REACHED', `This retro is full: it holds at most ${maxMembers} people`);
  }
  // Nothing is read after the membership is made, so on Postgres the join is one statement.
  if (!profile) return;
  const row = await insertRetroMember(ctx.tx, ctx.room.id, userId, ['player']);
  const member = parseRetroMember({ ...row, ...profile });
  ctx.joined(member);
  emitRetroMemberAsIs(ctx, member);
}

async function dropMember(ctx: RetroContext, member: RetroMemberRecord, reason: 'left' | 'removed') {
  await removeRetroMember(ctx.tx, ctx.room.id, member.userId);
  ctx.notify({ kind: 'member', userId: member.userId }, { type: 'room.closed', reason });
  ctx.after({ kind: 'detachMember', userId: member.userId });
  ctx.emit({ kind: 'room' }, { type: 'members.changed', upserted: [], removed: [member.userId] });
}

async function findOther(ctx: RetroContext, userId: string): Promise<RetroMemberRecord> {
  const target = await findRetroMember(ctx.tx, ctx.room.id, userId);
  if (!target) throw refuse('NOT_FOUND', 'This person is not in the retro');
  return target;
}

export const retroMemberHandlers = {
  'room.leave': {
    policy: 'member',
    run: async (ctx, _command, actor) => {
      if (isOwner(actor, ctx.room.ownerId))
        throw refuse('FORBIDDEN', 'You own this retro: delete it instead of leaving');
      await dropMember(ctx, actor, 'left');
    },
  },
  'member.remove': {
    policy: 'manager',
    run: async (ctx, command, actor) => {
      const target = await findOther(ctx, command.userId);
      if (isOwner(target, ctx.room.ownerId))
        throw refuse('FORBIDDEN', 'The owner cannot be removed from their retro');
      if (target.userId === actor?.userId)
        throw refuse('BAD_REQUEST', 'Use Leave to leave the retro yourself');
      await dropMember(ctx, target, 'removed');
      await addRemoval(ctx.tx, RETRO_KIND, ctx.room.id, target.userId);
      await emitRemovals(ctx);
    },
  },
  // A removed person joins again only once a facilitator lets them.
  'member.readmit': {
    policy: 'manager',
    run: async (ctx, command) => {
      if (!(await deleteRemoval(ctx.tx, RETRO_KIND, ctx.room.id, command.userId)))
        throw refuse('NOT_FOUND', 'This person was not removed from the retro');
      await emitRemovals(ctx);
    },
  },
  'member.roles': {
    policy: 'manager',
    run: async (ctx, command, actor) => {
      const target = await findOther(ctx, command.userId);
      if (!mayChangeRolesOf(actor, target, ctx.room.ownerId))
        throw refuse('FORBIDDEN', "Only the owner changes the owner's roles");
      const roles = withAssignedRoles(target.roles, command.roles);
      await updateRetroMember(ctx.tx, ctx.room.id, target.userId, { roles });
      await emitRetroMember(ctx, target.userId, actor);
    },
  },
} satisfies Partial<RetroHandlerTable>;
