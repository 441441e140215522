/** A member's roles in a live room (SPEC §6). A member holds one or more of them. */
export const ROOM_ROLES = ['owner', 'moderator', 'observer', 'player'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** The roles a manager hands out or takes away; ownership is never changed this way. */
export const ASSIGNABLE_ROLES = ['moderator', 'observer', 'player'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const SEATS = ['player', 'observer'] as const;
export type Seat = (typeof SEATS)[number];

export interface RoleHolder {
  userId: string;
  roles: readonly RoomRole[];
}

const isAssignable = (role: RoomRole): role is AssignableRole => role !== 'owner';

/** The owner is marked by the role, and also by the room's ownerId (rooms made before roles existed). */
export const isOwner = (member: RoleHolder, ownerId: string | null): boolean =>
  member.roles.includes('owner') || member.userId === ownerId;

/**
 * Whether `actor` may change `target`'s roles: a manager may change anyone's but the owner's, whose
 * seat and roles are the owner's own to change. `actor` null is the server itself.
 */
export const mayChangeRolesOf = (
  actor: RoleHolder | null,
  target: RoleHolder,
  ownerId: string | null,
): boolean => actor === null || actor.userId === target.userId || !isOwner(target, ownerId);

/** Owner and moderators run the room. */
export const canManage = (roles: readonly RoomRole[]): boolean =>
  roles.includes('owner') || roles.includes('moderator');

/** A player votes unless they also watch: observer wins over player. */
export const canVote = (roles: readonly RoomRole[]): boolean =>
  roles.includes('player') && !roles.includes('observer');

/**
 * Whether a member may sit down to vote on their own. Someone a manager made a viewer may not,
 * unless the room lets viewers take a seat; managers and self-chosen watchers always may.
 */
export const maySeatThemselves = (
  member: { roles: readonly RoomRole[]; seatLocked: boolean },
  viewersMayTakeSeat: boolean,
): boolean => !member.seatLocked || viewersMayTakeSeat || canManage(member.roles);

/**
 * Whether a role change locks the seat: a manager moving someone else from voting to watching
 * does; voting again unlocks it; otherwise it stays as it was.
 */
export function seatLockAfter(
  before: { roles: readonly RoomRole[]; seatLocked: boolean },
  after: readonly RoomRole[],
  byOther: boolean,
): boolean {
  if (canVote(after)) return false;
  return canVote(before.roles) ? byOther : before.seatLocked;
}

/** Sitting at the table as a player or watching it, keeping every other role. */
export function withSeat<R extends RoomRole>(roles: readonly R[], seat: Seat): (R | Seat)[] {
  const other: Seat = seat === 'player' ? 'observer' : 'player';
  return [...new Set<R | Seat>([...roles.filter((role) => role !== other), seat])];
}

/**
 * The roles a member ends up with when a manager asks for `requested`: ownership stays as it was,
 * everything assignable is replaced.
 */
export function withAssignedRoles(current: readonly RoomRole[], requested: readonly RoomRole[]): RoomRole[] {
  const kept = current.filter((role) => !isAssignable(role));
  return [...new Set([...kept, ...requested.filter(isAssignable)])];
}

/** Only the assignable part of someone's roles: what a role change sends. */
export const assignableRoles = (roles: readonly RoomRole[]): AssignableRole[] => roles.filter(isAssignable);
