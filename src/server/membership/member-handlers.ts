import type { Transaction } from 'kysely';
import {
  isOwner,
  mayChangeRolesOf,
  withAssignedRoles,
  type RoleHolder,
  type RoomRole,
} from '../../shared/domain/roles';
import {
  accessRefusal,
  LINK_KEY_LENGTH,
  type AccessHolder,
  type AccessRefusal,
  type RoomAccess,
} from '../../shared/domain/access';
import type { RemovedMember } from '../../shared/protocol/live-protocol';
import { addRemoval, deleteRemoval, listRemovals } from '../db/removal-store';
import type { Database } from '../db/schema';
import type { Aftermath, Audience, Unstamped } from '../live/change-runner';
import type { JoinEntry } from '../live/kind';
import { refuse } from '../live/errors';
import type { FirstVisit } from './member-records';
import { nanoid } from 'nanoid';
import { hashPasscode, passcodeMatches } from '../lib/passcode';
import { teamRoleOf } from './team-members';

type Tx = Transaction<Database>;
type ClosedFor = 'left' | 'removed' | 'access';

/** What someone the room's access does not admit is told, and what to do about it. */
const ACCESS_REFUSALS: Record<AccessRefusal, (noun: string) => string> = {
  ACCOUNT_REQUIRED: (noun) =>
    `This ${noun} is only for people with an account: sign up or sign in, then open the link again`,
  NOT_IN_TEAM: (noun) => `This ${noun} is only for its team's members: ask a team admin to add you`,
};

/** What membership tells a room of any kind: who joined, changed or went, and who may not return. */
type MembershipEvent<View> =
  | { type: 'members.changed'; upserted: View[]; removed: string[]; by?: string }
  | { type: 'removals.changed'; removed: RemovedMember[] }
  | { type: 'access.changed'; access: RoomAccess; hasPasscode: boolean; linkKey: string | null };

/** What a room of any kind keeps of who may enter. */
interface AccessRecord {
  access: RoomAccess;
  passcodeHash: string | null;
  linkKey: string | null;
}

/** The part of a kind's change context membership uses; every kind's context has it. */
export interface MembershipContext<Member, View> {
  tx: Tx;
  room: {
    id: string;
    ownerId: string | null;
    teamId: string | null;
    access: RoomAccess;
    passcodeHash: string | null;
    linkKey: string | null;
  };
  actor: Member | null;
  emit(audience: Audience, event: MembershipEvent<View>): void;
  notify(audience: Audience, event: { type: 'room.closed'; reason: ClosedFor }): void;
  patchRoom(patch: Partial<AccessRecord>): void;
  after(aftermath: Unstamped<Aftermath>): void;
  joined(member: Member): void;
}

/** How a kind stores its memberships and shows its members; the rules are the same for every kind. */
export interface MembershipPort<Ctx, Member, View> {
  /** The kind's name, under which its removals are kept. */
  kind: string;
  /** How the kind's people and managers are named in what they are told. */
  words: { noun: string; manager: string };
  find(tx: Tx, roomId: string, userId: string): Promise<Member | undefined>;
  /** Every member as access sees them (member-table.ts). */
  accessHolders(tx: Tx, roomId: string): Promise<(AccessHolder & { userId: string })[]>;
  /** Makes a membership with these roles; returns it with the person's profile. */
  insert(
    tx: Tx,
    roomId: string,
    userId: string,
    roles: RoomRole[],
    profile: NonNullable<FirstVisit['profile']>,
  ): Promise<Member>;
  /** Takes the membership and whatever of it the kind keeps only while someone is a member. */
  remove(tx: Tx, roomId: string, userId: string): Promise<void>;
  /** `byOther`: a manager changed someone else's roles (rooms lock the seat then). */
  setRoles(tx: Tx, roomId: string, target: Member, roles: RoomRole[], byOther: boolean): Promise<void>;
  view(member: Member): View;
  /** Runs before a member goes, while what they hold can still be read (rooms clear their open votes). */
  dropping?(ctx: Ctx, member: Member): Promise<void>;
}

/**
 * The member commands of any kind of live room (leave, remove, readmit, roles) and its first visit,
 * written once over the kind's store. A kind adds its own member rules beside them (rooms: seats).
 */
export function membership<Member extends RoleHolder, View, Ctx extends MembershipContext<Member, View>>(
  port: MembershipPort<Ctx, Member, View>,
) {
  const { noun, manager } = port.words;

  function emitMemberAsIs(ctx: Ctx, member: Member, by?: Member | null): void {
    const upserted = [port.view(member)];
    ctx.emit(
      { kind: 'room' },
      { type: 'members.changed', upserted, removed: [], ...(by ? { by: by.userId } : {}) },
    );
  }

  /** Tells the room how one member is now; `by` names a manager who changed someone else. */
  async function emitMember(ctx: Ctx, userId: string, by?: Member | null): Promise<void> {
    const member = await port.find(ctx.tx, ctx.room.id, userId);
    if (member) emitMemberAsIs(ctx, member, by);
  }

  async function emitRemovals(ctx: Ctx): Promise<void> {
    const removed = await listRemovals(ctx.tx, port.kind, ctx.room.id);
    ctx.emit({ kind: 'room' }, { type: 'removals.changed', removed });
  }

  async function findOther(ctx: Ctx, userId: string): Promise<Member> {
    const target = await port.find(ctx.tx, ctx.room.id, userId);
    if (!target) throw refuse('NOT_FOUND', `This person is not in the ${noun}`);
    return target;
  }

  /** The member's place goes; they are told, their sockets leave, everyone sees the seat empty. */
  async function drop(ctx: Ctx, member: Member, reason: ClosedFor): Promise<void> {
    await port.dropping?.(ctx, member);
    await port.remove(ctx.tx, ctx.room.id, member.userId);
    ctx.notify({ kind: 'member', userId: member.userId }, { type: 'room.closed', reason });
    ctx.after({ kind: 'detachMember', userId: member.userId });
    ctx.emit({ kind: 'room' }, { type: 'members.changed', upserted: [], removed: [member.userId] });
  }

  /**
   * A first visit makes a player, unless a manager removed the person or the room is full
   * (`maxMembers`). Someone already a member was made by their other tab's join since `revisit`
   * looked, which stamped the visit. `joiningBefore`: people made members in the same commit,
   * after `members` was counted.
   */
  async function join(
    ctx: Ctx,
    userId: string,
    maxMembers: number,
    { removed, members, profile, teamRole }: FirstVisit,
    joiningBefore: number,
    { passcode, key }: JoinEntry,
  ): Promise<void> {
    if (ctx.actor) return;
    if (removed) {
      throw refuse('REMOVED', `A ${manager} removed you from this ${noun}: ask them to let you back in`);
    }
    const refusal = profile && accessRefusal(ctx.room, { isGuest: Boolean(profile.isAnonymous), teamRole });
    if (refusal) throw refuse(refusal, ACCESS_REFUSALS[refusal](noun));
    // The team's admins come and go as the owner does; everyone else follows the current link and
    // gives the passcode, once.
    const { passcodeHash, linkKey } = ctx.room;
    if (linkKey && key !== linkKey && teamRole !== 'admin')
      throw refuse('LINK_EXPIRED', `This link to the ${noun} no longer works: ask its owner for the new one`);
    if (passcodeHash && teamRole !== 'admin') {
      if (!passcode) throw refuse('PASSCODE_REQUIRED', `This ${noun} asks for a passcode: ask its owner`);
      if (!(await passcodeMatches(passcode, passcodeHash)))
        throw refuse('PASSCODE_WRONG', 'That is not the passcode. Check it with the owner and try again');
    }
    if (members + joiningBefore >= maxMembers) {
      throw refuse('LIMIT_REACHED', `This ${noun} is full: it holds at most ${maxMembers} people`);
    }
    // Nothing is read after the membership is made, so on Postgres the join is one statement.
    if (!profile) return;
    // A team admin manages the team's rooms as a moderator would.
    const roles: RoomRole[] = teamRole === 'admin' ? ['player', 'moderator'] : ['player'];
    const member = await port.insert(ctx.tx, ctx.room.id, userId, roles, profile);
    ctx.joined(member);
    emitMemberAsIs(ctx, member);
  }

  /** Who may enter changes: the room keeps it, and everyone in it hears what it is now. */
  function changeAccess(ctx: Ctx, patch: Partial<AccessRecord>): void {
    const now = { ...ctx.room, ...patch };
    ctx.patchRoom(patch);
    ctx.emit(
      { kind: 'room' },
      {
        type: 'access.changed',
        access: now.access,
        hasPasscode: now.passcodeHash !== null,
        linkKey: now.linkKey,
      },
    );
  }

  /** Its owner, and the admins of its team, decide who may enter. */
  async function runsAccess(ctx: Ctx, actor: Member): Promise<boolean> {
    if (isOwner(actor, ctx.room.ownerId)) return true;
    const { teamId } = ctx.room;
    return teamId !== null && (await teamRoleOf(ctx.tx, teamId, actor.userId)) === 'admin';
  }

  /** Everyone the room's access no longer admits leaves it, as if removed, told why. */
  async function enforceAccess(ctx: Ctx, access: RoomAccess): Promise<void> {
    const room = { access, teamId: ctx.room.teamId };
    for (const holder of await port.accessHolders(ctx.tx, ctx.room.id)) {
      if (holder.userId === ctx.room.ownerId || !accessRefusal(room, holder)) continue;
      const member = await port.find(ctx.tx, ctx.room.id, holder.userId);
      if (member) await drop(ctx, member, 'access');
    }
  }

  const handlers = {
    'room.access': {
      policy: 'member' as const,
      // The same access again applies it again: after the room's team lost a member, say.
      run: async (ctx: Ctx, command: { access: RoomAccess }, actor: Member) => {
        if (!(await runsAccess(ctx, actor)))
          throw refuse('FORBIDDEN', `Only the owner or a team admin changes who may enter this ${noun}`);
        if (command.access === 'team' && !ctx.room.teamId)
          throw refuse('BAD_REQUEST', `This ${noun} is in no team: move it into one first`);
        if (command.access !== ctx.room.access) changeAccess(ctx, { access: command.access });
        await enforceAccess(ctx, command.access);
      },
    },
    'room.leave': {
      policy: 'member' as const,
      run: async (ctx: Ctx, _command: unknown, actor: Member) => {
        if (isOwner(actor, ctx.room.ownerId))
          throw refuse('FORBIDDEN', `You own this ${noun}: delete it instead of leaving`);
        await drop(ctx, actor, 'left');
      },
    },
    // Asked of newcomers only: the members already in stay, as when the access changes.
    'room.passcode': {
      policy: 'member' as const,
      run: async (ctx: Ctx, command: { passcode: string | null }, actor: Member) => {
        if (!(await runsAccess(ctx, actor)))
          throw refuse('FORBIDDEN', `Only the owner or a team admin sets this ${noun}'s passcode`);
        changeAccess(ctx, {
          passcodeHash: command.passcode === null ? null : await hashPasscode(command.passcode),
        });
      },
    },
    // Newcomers need the new link; members, the owner and the team's admins need none.
    'room.newLink': {
      policy: 'member' as const,
      run: async (ctx: Ctx, _command: unknown, actor: Member) => {
        if (!(await runsAccess(ctx, actor)))
          throw refuse('FORBIDDEN', `Only the owner or a team admin makes a new link to this ${noun}`);
        changeAccess(ctx, { linkKey: nanoid(LINK_KEY_LENGTH) });
      },
    },
    'member.remove': {
      policy: 'manager' as const,
      run: async (ctx: Ctx, command: { userId: string }, actor: Member | null) => {
        const target = await findOther(ctx, command.userId);
        if (isOwner(target, ctx.room.ownerId))
          throw refuse('FORBIDDEN', `The owner cannot be removed from their ${noun}`);
        if (target.userId === actor?.userId)
          throw refuse('BAD_REQUEST', `Use Leave to leave the ${noun} yourself`);
        await drop(ctx, target, 'removed');
        await addRemoval(ctx.tx, port.kind, ctx.room.id, target.userId);
        await emitRemovals(ctx);
      },
    },
    // A removed person joins again only once a manager lets them.
    'member.readmit': {
      policy: 'manager' as const,
      run: async (ctx: Ctx, command: { userId: string }) => {
        if (!(await deleteRemoval(ctx.tx, port.kind, ctx.room.id, command.userId)))
          throw refuse('NOT_FOUND', `This person was not removed from the ${noun}`);
        await emitRemovals(ctx);
      },
    },
    'member.roles': {
      policy: 'manager' as const,
      run: async (
        ctx: Ctx,
        command: { userId: string; roles: readonly RoomRole[] },
        actor: Member | null,
      ) => {
        const target = await findOther(ctx, command.userId);
        if (!mayChangeRolesOf(actor, target, ctx.room.ownerId))
          throw refuse('FORBIDDEN', "Only the owner changes the owner's roles");
        const roles = withAssignedRoles(target.roles, command.roles);
        const byOther = actor !== null && actor.userId !== target.userId;
        await port.setRoles(ctx.tx, ctx.room.id, target, roles, byOther);
        await emitMember(ctx, target.userId, actor);
      },
    },
  };

  return { handlers, join, emitMember };
}
