import { z } from 'zod';
import {
  CARD_TEXT_MAX_LENGTH,
  COLUMN_COLORS,
  COLUMN_TITLE_MAX_LENGTH,
  MAX_COLUMNS,
  MAX_VOTES_PER_PERSON,
  MIN_COLUMNS,
  RETRO_PHASES,
  RETRO_TEMPLATES,
  TIMED_PHASES,
} from '../domain/retro';
import {
  accessViewFields,
  COUNTDOWN_MAX_MS,
  countdownSchema,
  liveMemberSchema,
  removedMemberSchema,
} from './live-protocol';
import { RETRO_OPTION_DEFAULTS } from './retro-constants';

export const retroPhaseSchema = z.enum(RETRO_PHASES);

export const columnSchema = z.object({
  id: z.string(),
  title: z.string(),
  color: z.enum(COLUMN_COLORS),
});
export type RetroColumn = z.infer<typeof columnSchema>;

/** What a retro's creator picks: a column is given a title (built-in ones translated by the page). */
export const columnInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'A column needs a title')
    .max(COLUMN_TITLE_MAX_LENGTH, `A column title is at most ${COLUMN_TITLE_MAX_LENGTH} characters`),
  color: z.enum(COLUMN_COLORS),
});

export const retroOptionsSchema = z
  .object({
    anonymous: z.boolean().default(RETRO_OPTION_DEFAULTS.anonymous),
    votesPerPerson: z
      .number()
      .int()
      .min(1)
      .max(MAX_VOTES_PER_PERSON)
      .default(RETRO_OPTION_DEFAULTS.votesPerPerson),
    votesPerItem: z
      .number()
      .int()
      .min(1)
      .max(MAX_VOTES_PER_PERSON)
      .default(RETRO_OPTION_DEFAULTS.votesPerItem),
    hideVoteCounts: z.boolean().default(RETRO_OPTION_DEFAULTS.hideVoteCounts),
    groupingBy: z.enum(['everyone', 'facilitators']).default(RETRO_OPTION_DEFAULTS.groupingBy),
    /** A countdown that starts by itself on entering a phase; none when absent. */
    phaseTimerMs: z
      .partialRecord(z.enum(TIMED_PHASES), z.number().int().min(10_000).max(COUNTDOWN_MAX_MS))
      .default({}),
  })
  .refine((options) => options.votesPerItem <= options.votesPerPerson, {
    message: 'Votes per item cannot be more than votes per person',
    path: ['votesPerItem'],
  });
export type RetroOptions = z.infer<typeof retroOptionsSchema>;

export const retroMemberViewSchema = liveMemberSchema.extend({
  /** Marked "ready" in the current phase; the facilitator sees who still works. */
  ready: z.boolean(),
});
export type RetroMemberView = z.infer<typeof retroMemberViewSchema>;

/**
 * A card as a client may see it. In an anonymous retro `authorId` is always null, for everyone,
 * the author included (their page knows its own cards from `myCardIds`).
 */
export const cardViewSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  text: z.string().max(CARD_TEXT_MAX_LENGTH),
  groupId: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
});
export type CardView = z.infer<typeof cardViewSchema>;

/**
 * While cards are private: how many there are per column, and per person only in a named retro
 * (`userId` null in an anonymous one).
 */
export const cardCountSchema = z.object({
  columnId: z.string(),
  userId: z.string().nullable(),
  count: z.number().int(),
});
export type CardCount = z.infer<typeof cardCountSchema>;

export const groupViewSchema = z.object({ id: z.string(), columnId: z.string(), title: z.string() });
export type GroupView = z.infer<typeof groupViewSchema>;

export const noteViewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  text: z.string(),
  authorName: z.string().nullable(),
  createAt: z.string(),
});
export type NoteView = z.infer<typeof noteViewSchema>;

export const actionViewSchema = z.object({
  id: z.string(),
  retroId: z.string(),
  /** The card or group it came from; null when added on its own or carried over. */
  itemId: z.string().nullable(),
  text: z.string(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** A day, YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  done: z.boolean(),
  createAt: z.string(),
});
export type ActionView = z.infer<typeof actionViewSchema>;

/** Dots: always the viewer's own, and the totals per item unless they are hidden right now. */
export const votesViewSchema = z.object({
  mine: z.record(z.string(), z.number().int()),
  totals: z.record(z.string(), z.number().int()).nullable(),
});
export type VotesView = z.infer<typeof votesViewSchema>;

export const retroViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ...accessViewFields,
  version: z.number().int(),
  serverTime: z.string(),
  template: z.enum(RETRO_TEMPLATES),
  columns: z.array(columnSchema).min(MIN_COLUMNS).max(MAX_COLUMNS),
  options: retroOptionsSchema,
  phase: retroPhaseSchema,
  timer: countdownSchema,
  members: z.array(retroMemberViewSchema),
  removed: z.array(removedMemberSchema),
  online: z.array(z.string()),
  /** Before the reveal: the viewer's own cards only. After: every card. */
  cards: z.array(cardViewSchema),
  myCardIds: z.array(z.string()),
  cardCounts: z.array(cardCountSchema),
  groups: z.array(groupViewSchema),
  votes: votesViewSchema,
  discussItemId: z.string().nullable(),
  notes: z.array(noteViewSchema),
  actions: z.array(actionViewSchema),
  /** Open actions brought from the previous retro, for the review step. */
  carriedActions: z.array(actionViewSchema),
});
export type RetroView = z.infer<typeof retroViewSchema>;
