/**
 * What every kind of live room shares that is not a message's shape, with no schema library: the
 * rooms' pages keep their state by these without downloading zod (live-protocol.ts re-exports them).
 */
import type { PresenceEvent } from './live-protocol';

/**
 * Sent by an instance that is about to stop, on every socket it holds: commands already on their
 * way are still answered, and the page sends no more until it has reconnected (to another
 * instance, or to this one once it is back).
 */
export const SERVER_CLOSING_EVENT = 'server:closing';

/** Each kind adds its own error codes on top of these. */
export const LIVE_ERROR_CODES = [
  'BAD_REQUEST',
  'UNSUPPORTED_PROTOCOL',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  /** A manager removed this person; they may join again once a manager lets them back in. */
  'REMOVED',
  /** The room admits only people with an account (shared/domain/access.ts). */
  'ACCOUNT_REQUIRED',
  /** The room admits only its team's members. */
  'NOT_IN_TEAM',
  /** The room asks newcomers for a passcode: none was given, or not the right one. */
  'PASSCODE_REQUIRED',
  'PASSCODE_WRONG',
  /** The link was replaced by a newer one: a newcomer needs that. */
  'LINK_EXPIRED',
  'LIMIT_REACHED',
  'CONFLICT',
  'RATE_LIMITED',
  /** The server cannot reach its database for now: nothing was done, try again shortly. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

/** The longest countdown a room or a phase may run. */
export const COUNTDOWN_MAX_MS = 2 * 60 * 60_000;

/** Who is online after `event`, from who was before. */
export function applyPresence(online: readonly string[], event: PresenceEvent): string[] {
  if (event.whole) return [...event.online];
  const offline = new Set(event.offline);
  return [...new Set([...online.filter((userId) => !offline.has(userId)), ...event.online])];
}

/** The member list after a change: changed members keep their place, new ones come last. */
export function mergeMembers<M extends { userId: string }>(
  members: readonly M[],
  upserted: readonly M[],
  removed: readonly string[],
): M[] {
  const gone = new Set(removed);
  const changed = new Map(upserted.map((member) => [member.userId, member]));
  const kept = members
    .filter((member) => !gone.has(member.userId))
    .map((member) => changed.get(member.userId) ?? member);
  const known = new Set(members.map((member) => member.userId));
  return [...kept, ...upserted.filter((member) => !known.has(member.userId))];
}
