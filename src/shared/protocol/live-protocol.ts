import { z } from 'zod';
import { ROOM_ROLES } from '../domain/roles';
import { roomIdSchema } from './keys';

/**
 * What every kind of live room shares on the wire. Each kind has its own pair of socket events
 * (estimation: `room:command` up, `room:event` down) and adds its own commands, events and error
 * codes on top of these.
 */
export const LIVE_ERROR_CODES = [
  'BAD_REQUEST',
  'UNSUPPORTED_PROTOCOL',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  'LIMIT_REACHED',
  'CONFLICT',
  'RATE_LIMITED',
  /** The server cannot reach its database for now: nothing was done, try again shortly. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

/** Opening a room: makes the membership on a first visit and answers with a snapshot. */
export const liveJoinSchema = z.object({
  type: z.literal('room.join'),
  roomId: roomIdSchema,
  /** The kind's protocol version the page was built with; another one is refused. */
  protocol: z.number().int(),
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

/** The longest countdown a room or a phase may run. */
export const COUNTDOWN_MAX_MS = 2 * 60 * 60_000;

/** A countdown kept by the server (its rules are in domain/countdown.ts). */
export const countdownSchema = z.object({
  durationMs: z.number().int().min(0).max(COUNTDOWN_MAX_MS),
  /** ISO time the countdown reaches zero; null when it is not running. */
  endsAt: z.string().nullable(),
  /** What was left when paused; null when running or reset. */
  pausedRemainingMs: z.number().int().nullable(),
});

/** Who is online in a room, sent whenever it changes; not versioned, since it is not stored. */
export const presenceEventSchema = z.object({
  type: z.literal('presence'),
  roomId: z.string(),
  online: z.array(z.string()),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/** The room is gone for this person: deleted, or they were removed, or they left. */
export const roomClosedEventSchema = z.object({
  type: z.literal('room.closed'),
  roomId: z.string(),
  reason: z.enum(['deleted', 'removed', 'left']),
});

/** The answer to every command: the version it led to (and a snapshot for join and sync), or why not. */
export type LiveAck<Snapshot, Code extends string = LiveErrorCode> =
  { ok: true; version: number; snapshot?: Snapshot } | { ok: false; code: Code; message: string };
