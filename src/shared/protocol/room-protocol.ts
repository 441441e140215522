import { z } from 'zod';
import { votingSystemSchema } from '../domain/decks';
import { ASSIGNABLE_ROLES, SEATS } from '../domain/roles';
import { ONE_LINE } from '../domain/text';
import { keySchema, roomIdSchema } from './keys';
import {
  COUNTDOWN_MAX_MS,
  LIVE_ERROR_CODES,
  liveJoinSchema,
  liveAccessSchema,
  livePasscodeSchema,
  liveNewLinkSchema,
  liveReadmitSchema,
  liveSyncSchema,
  membersChangedFields,
  presenceEventSchema,
  accessChangedEventSchema,
  removalsChangedEventSchema,
  roomClosedEventSchema,
  type LiveAck,
} from './live-protocol';
import {
  MAX_TASKS_PER_COMMAND,
  memberViewSchema,
  ROOM_NAME_MAX_LENGTH,
  roomOptionsSchema,
  roomViewSchema,
  roundViewSchema,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  taskMetaSchema,
  timerStateSchema,
} from './room-view';

export { ROOM_COMMAND_EVENT, ROOM_EVENT, ROOM_PROTOCOL_VERSION, EMOJIS } from './room-constants';
import { EMOJIS } from './room-constants';

export const roomNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the room a name')
  .max(ROOM_NAME_MAX_LENGTH, `A room name is at most ${ROOM_NAME_MAX_LENGTH} characters`)
  .regex(ONE_LINE, 'A room name is one line, without tabs');

export const taskInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'A task needs a title')
    .max(TASK_TITLE_MAX_LENGTH, `A task title is at most ${TASK_TITLE_MAX_LENGTH} characters`),
  description: z.string().trim().max(TASK_DESCRIPTION_MAX_LENGTH).default(''),
  link: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  externalKey: z.string().trim().max(64).nullable().default(null),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** An agreed estimate: a card's value, or what someone typed in its place. */
const finalEstimateSchema = z.string().trim().max(16, 'An estimate is at most 16 characters');

/** A new task may arrive estimated already: a room's own export imported again. */
export const newTaskSchema = taskInputSchema.extend({
  finalEstimate: finalEstimateSchema.nullable().default(null),
});
export type NewTask = z.input<typeof newTaskSchema>;

/** `null` task id means the round played on the room itself. */
const roundTarget = { roomId: roomIdSchema, taskId: keySchema.nullable() };

/** Every message a client sends, one discriminated union. */
export const clientCommandSchema = z.discriminatedUnion('type', [
  liveJoinSchema,
  liveSyncSchema,
  z.object({ type: z.literal('room.leave'), roomId: roomIdSchema }),
  z.object({ type: z.literal('room.delete'), roomId: roomIdSchema }),
  z.object({
    type: z.literal('room.update'),
    roomId: roomIdSchema,
    patch: roomOptionsSchema
      .extend({ name: roomNameSchema, votingSystem: votingSystemSchema })
      .partial()
      .strict(),
  }),
  z.object({ type: z.literal('vote.cast'), ...roundTarget, value: z.string().max(16).nullable() }),
  z.object({ type: z.literal('round.reveal'), ...roundTarget }),
  z.object({ type: z.literal('round.reset'), ...roundTarget }),
  z.object({
    type: z.literal('task.add'),
    roomId: roomIdSchema,
    tasks: z
      .array(newTaskSchema)
      .min(1)
      .max(MAX_TASKS_PER_COMMAND, `At most ${MAX_TASKS_PER_COMMAND} tasks at once`),
    /** Imported tasks (CSV, Jira) carry their import date. */
    imported: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('task.update'),
    roomId: roomIdSchema,
    taskId: keySchema,
    patch: taskInputSchema.partial().strict(),
  }),
  z.object({ type: z.literal('task.delete'), roomId: roomIdSchema, taskId: keySchema }),
  z.object({ type: z.literal('task.reorder'), roomId: roomIdSchema, taskIds: z.array(keySchema).max(1000) }),
  z.object({ type: z.literal('task.select'), roomId: roomIdSchema, taskId: keySchema.nullable() }),
  z.object({
    type: z.literal('task.estimate'),
    roomId: roomIdSchema,
    taskId: keySchema,
    estimate: finalEstimateSchema.nullable(),
  }),
  z.object({
    type: z.literal('timer.set'),
    roomId: roomIdSchema,
    durationMs: z.number().int().min(1000).max(COUNTDOWN_MAX_MS),
    revealOnEnd: z.boolean(),
  }),
  z.object({ type: z.literal('timer.start'), roomId: roomIdSchema }),
  z.object({ type: z.literal('timer.pause'), roomId: roomIdSchema }),
  z.object({ type: z.literal('timer.reset'), roomId: roomIdSchema }),
  z.object({
    type: z.literal('emoji.throw'),
    roomId: roomIdSchema,
    targetUserId: keySchema,
    emoji: z.enum(EMOJIS),
  }),
  z.object({
    type: z.literal('member.roles'),
    roomId: roomIdSchema,
    userId: keySchema,
    roles: z.array(z.enum(ASSIGNABLE_ROLES)).max(ASSIGNABLE_ROLES.length),
  }),
  z.object({ type: z.literal('member.remove'), roomId: roomIdSchema, userId: keySchema }),
  liveAccessSchema,
  livePasscodeSchema,
  liveNewLinkSchema,
  liveReadmitSchema,
  z.object({ type: z.literal('self.seat'), roomId: roomIdSchema, as: z.enum(SEATS) }),
]);
export type ClientCommand = z.infer<typeof clientCommandSchema>;
/** What a client may send: defaults (such as a task's empty description) may be left out. */
export type ClientCommandInput = z.input<typeof clientCommandSchema>;
export type ClientCommandType = ClientCommand['type'];

export const ROOM_ERROR_CODES = [...LIVE_ERROR_CODES, 'VOTING_CLOSED', 'INVALID_CARD'] as const;
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

export type CommandAck = LiveAck<z.infer<typeof roomViewSchema>, RoomErrorCode>;

const versioned = { roomId: z.string(), version: z.number().int() };

/** Every message the server sends to a room's clients, one discriminated union. */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('room.snapshot'), room: roomViewSchema }),
  z.object({
    type: z.literal('room.patched'),
    ...versioned,
    patch: roomOptionsSchema
      .extend({
        name: z.string(),
        votingSystem: votingSystemSchema,
        selectTaskId: z.string().nullable(),
        timer: timerStateSchema,
        averageResult: z.number().nullable(),
      })
      .partial(),
    /** Who changed the room's settings, so everyone can be told; absent for changes of the game itself. */
    by: z.string().optional(),
  }),
  z.object({
    type: z.literal('members.changed'),
    ...versioned,
    ...membersChangedFields(memberViewSchema),
  }),
  z.object({
    type: z.literal('tasks.changed'),
    ...versioned,
    upserted: z.array(taskMetaSchema),
    removed: z.array(z.string()),
  }),
  z.object({
    type: z.literal('vote.changed'),
    ...versioned,
    taskId: z.string().nullable(),
    userId: z.string(),
    voted: z.boolean(),
    /** Only to the voter's own tabs, or to everyone once the round is shown. */
    value: z.string().nullable(),
  }),
  z.object({
    type: z.literal('round.changed'),
    ...versioned,
    taskId: z.string().nullable(),
    round: roundViewSchema,
  }),
  accessChangedEventSchema,
  removalsChangedEventSchema,
  presenceEventSchema,
  z.object({
    type: z.literal('emoji.thrown'),
    roomId: z.string(),
    fromUserId: z.string(),
    targetUserId: z.string(),
    emoji: z.string(),
  }),
  roomClosedEventSchema,
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type VersionedEvent = Extract<ServerEvent, { version: number }>;
