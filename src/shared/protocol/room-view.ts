import { z } from 'zod';
import { votingSystemSchema } from '../domain/decks';
import { ROOM_ROLES } from '../domain/roles';
import { accessViewFields, countdownSchema, liveMemberSchema, removedMemberSchema } from './live-protocol';

export type { RoomRole } from '../domain/roles';
export const roomRoleSchema = z.enum(ROOM_ROLES);

export {
  MAX_TASKS_PER_COMMAND,
  MAX_TASKS_PER_ROOM,
  ROOM_NAME_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from './room-constants';

export const voteViewSchema = z.object({
  userId: z.string(),
  /** Null for other people's votes until the round is revealed: the server never sends them. */
  value: z.string().nullable(),
  /**
   * On a revealed round, the voter's name at the reveal, so a vote of someone who has left still
   * has a name; null once their account is deleted (a former member).
   */
  name: z.string().nullable().optional(),
});
export type VoteView = z.infer<typeof voteViewSchema>;

export const roundViewSchema = z.object({
  isShow: z.boolean(),
  round: z.number().int(),
  votes: z.array(voteViewSchema),
  averageResult: z.number().nullable(),
  /** When a shown round was revealed. */
  revealedAt: z.string().optional(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

/** A task without its round: what task events carry, since rounds are told apart per viewer. */
export const taskMetaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  externalKey: z.string().nullable(),
  position: z.number(),
  importDate: z.string().nullable(),
  finalEstimate: z.string().nullable(),
  /** The revealed round the final estimate was given after; null when given without one. */
  finalEstimateRound: z.number().int().nullable(),
});
export type TaskMeta = z.infer<typeof taskMetaSchema>;

export const taskViewSchema = taskMetaSchema.extend({
  round: roundViewSchema,
  /** Earlier rounds that were revealed before a re-vote, oldest first. */
  pastRounds: z.array(roundViewSchema),
});
export type TaskView = z.infer<typeof taskViewSchema>;

export const memberViewSchema = liveMemberSchema.extend({
  /** A manager made them a viewer; unless the room allows it, only a manager seats them again. */
  seatLocked: z.boolean(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const timerStateSchema = countdownSchema.extend({ revealOnEnd: z.boolean() });
export type TimerState = z.infer<typeof timerStateSchema>;

export const roomOptionsSchema = z.object({
  disableVotingAfterReveal: z.boolean(),
  autoReveal: z.boolean(),
  flyingEmojis: z.boolean(),
  asynchronousVoting: z.boolean(),
  /** Whether someone a manager made a viewer may take a seat again on their own. */
  viewersMayTakeSeat: z.boolean(),
});
export type RoomOptions = z.infer<typeof roomOptionsSchema>;

export const roomSettingsSchema = roomOptionsSchema.extend({
  name: z.string(),
  votingSystem: votingSystemSchema,
  selectTaskId: z.string().nullable(),
  timer: timerStateSchema,
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

export const roomViewSchema = roomSettingsSchema.extend({
  id: z.string(),
  ownerId: z.string(),
  ...accessViewFields,
  /** The round played on the room itself, when no task is selected. */
  round: roundViewSchema,
  members: z.array(memberViewSchema),
  removed: z.array(removedMemberSchema),
  online: z.array(z.string()),
  tasks: z.array(taskViewSchema),
  version: z.number().int(),
  serverTime: z.string(),
  createAt: z.string(),
  updatedAt: z.string(),
});
export type RoomView = z.infer<typeof roomViewSchema>;
