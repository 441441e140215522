/**
 * What every kind of live room shares on the wire. Each kind has its own pair of socket events
 * (estimation: `room:command` up, `room:event` down) and adds its own commands, events and error
 * codes on top of these (live-rules.ts).
 */
import { z } from 'zod';
import { LINK_KEY_LENGTH, PASSCODE_MAX_LENGTH, PASSCODE_MIN_LENGTH, ROOM_ACCESS } from '../domain/access';
import { ROOM_ROLES } from '../domain/roles';
import { keySchema, roomIdSchema } from './keys';
import { COUNTDOWN_MAX_MS, type LiveErrorCode } from './live-rules';

export {
  applyPresence,
  COUNTDOWN_MAX_MS,
  LIVE_ERROR_CODES,
  mergeMembers,
  type LiveErrorCode,
} from './live-rules';

/** Opening a room: makes the membership on a first visit and answers with a snapshot. */
export const liveJoinSchema = z.object({
  type: z.literal('room.join'),
  roomId: roomIdSchema,
  /** The kind's protocol version the page was built with; another one is refused. */
  protocol: z.number().int(),
  /** For a room with a passcode, on a first visit. */
  passcode: z.string().max(PASSCODE_MAX_LENGTH).optional(),
  /** The key the link carried (`?k=`), which a room given a new link asks of newcomers. */
  key: z.string().max(LINK_KEY_LENGTH).optional(),
});
/** Asking for a fresh snapshot, after a version gap. */
export const liveSyncSchema = z.object({ type: z.literal('room.sync'), roomId: roomIdSchema });
export type LiveJoinCommand = z.infer<typeof liveJoinSchema>;
export type LiveSyncCommand = z.infer<typeof liveSyncSchema>;

/** A member of any kind of live room, as everyone in it sees them. */
export const liveMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  roles: z.array(z.enum(ROOM_ROLES)),
  isGuest: z.boolean(),
});
export type LiveMember = z.infer<typeof liveMemberSchema>;

/** Someone a manager removed: they cannot join again until a manager lets them back in. */
export const removedMemberSchema = z.object({ userId: z.string(), displayName: z.string() });
export type RemovedMember = z.infer<typeof removedMemberSchema>;

/** Who may enter a room of any kind, and the team it belongs to, in its snapshot. */
export const accessViewFields = {
  teamId: z.string().nullable(),
  access: z.enum(ROOM_ACCESS),
  hasPasscode: z.boolean(),
  /** Members share the link with it; null until the first new link. */
  linkKey: z.string().nullable(),
};

/** Its owner changing who may enter; members who no longer may leave at once. */
export const liveAccessSchema = z.object({
  type: z.literal('room.access'),
  roomId: roomIdSchema,
  access: z.enum(ROOM_ACCESS),
});

/** Its owner setting a passcode newcomers must give on top of the access, or taking it away. */
export const livePasscodeSchema = z.object({
  type: z.literal('room.passcode'),
  roomId: roomIdSchema,
  passcode: z
    .string()
    .trim()
    .min(PASSCODE_MIN_LENGTH, `A passcode is at least ${PASSCODE_MIN_LENGTH} characters`)
    .max(PASSCODE_MAX_LENGTH, `A passcode is at most ${PASSCODE_MAX_LENGTH} characters`)
    .nullable(),
});

/** Its owner making a new link: the old one stops working for anyone not in yet. */
export const liveNewLinkSchema = z.object({ type: z.literal('room.newLink'), roomId: roomIdSchema });

/** Who may enter now, whenever that changes. */
export const accessChangedEventSchema = z.object({
  type: z.literal('access.changed'),
  roomId: z.string(),
  version: z.number().int(),
  access: z.enum(ROOM_ACCESS),
  hasPasscode: z.boolean(),
  linkKey: z.string().nullable(),
});

/** A manager letting a removed person join again. */
export const liveReadmitSchema = z.object({
  type: z.literal('member.readmit'),
  roomId: roomIdSchema,
  userId: keySchema,
});

/** Who may not join again, whenever that changes. */
export const removalsChangedEventSchema = z.object({
  type: z.literal('removals.changed'),
  roomId: z.string(),
  version: z.number().int(),
  removed: z.array(removedMemberSchema),
});

/** A countdown kept by the server (its rules are in domain/countdown.ts). */
export const countdownSchema = z.object({
  durationMs: z.number().int().min(0).max(COUNTDOWN_MAX_MS),
  /** ISO time the countdown reaches zero; null when it is not running. */
  endsAt: z.string().nullable(),
  /** What was left when paused; null when running or reset. */
  pausedRemainingMs: z.number().int().nullable(),
});

/**
 * Who came online and who went since the room was last told; not versioned, since it is not
 * stored. Only the change travels, so a join costs each of n people a line, not a list of n.
 * `whole` says `online` is everyone (sent when the server does not know what the room was told).
 */
export const presenceEventSchema = z.object({
  type: z.literal('presence'),
  roomId: z.string(),
  online: z.array(z.string()),
  offline: z.array(z.string()),
  whole: z.boolean(),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/**
 * A change to a room's members: who joined or changed, and who left. Only the change travels, so
 * a join costs each of n people one member, not the list of n.
 */
export function membersChangedFields<M extends z.ZodType<{ userId: string }>>(member: M) {
  return {
    upserted: z.array(member),
    removed: z.array(z.string()),
    /** A manager who changed someone's roles or removed them: the person is told who. */
    by: z.string().optional(),
  };
}

/**
 * The room is gone for this person: deleted, they were removed, they left, or its access changed
 * and no longer admits them.
 */
export const roomClosedEventSchema = z.object({
  type: z.literal('room.closed'),
  roomId: z.string(),
  reason: z.enum(['deleted', 'removed', 'left', 'access']),
});

/** The answer to every command: the version it led to (and a snapshot for join and sync), or why not. */
export type LiveAck<Snapshot, Code extends string = LiveErrorCode> =
  { ok: true; version: number; snapshot?: Snapshot } | { ok: false; code: Code; message: string };
