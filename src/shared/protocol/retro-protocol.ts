import { z } from 'zod';
import {
  ACTION_TEXT_MAX_LENGTH,
  CARD_TEXT_MAX_LENGTH,
  GROUP_TITLE_MAX_LENGTH,
  NOTE_TEXT_MAX_LENGTH,
  RETRO_NAME_MAX_LENGTH,
} from '../domain/retro';
import { ASSIGNABLE_ROLES } from '../domain/roles';
import { keySchema, roomIdSchema } from './keys';
import {
  COUNTDOWN_MAX_MS,
  countdownSchema,
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
import type { retroViewSchema } from './retro-view';
import {
  actionViewSchema,
  cardCountSchema,
  cardViewSchema,
  groupViewSchema,
  noteViewSchema,
  retroMemberViewSchema,
  retroOptionsSchema,
  retroPhaseSchema,
} from './retro-view';

export { RETRO_COMMAND_EVENT, RETRO_EVENT, RETRO_PROTOCOL_VERSION } from './retro-constants';

export const retroNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the retro a name')
  .max(RETRO_NAME_MAX_LENGTH, `A retro name is at most ${RETRO_NAME_MAX_LENGTH} characters`);

const text = (max: number, what: string) =>
  z.string().trim().min(1, `${what} cannot be empty`).max(max, `${what} is at most ${max} characters`);

export const cardTextSchema = text(CARD_TEXT_MAX_LENGTH, 'A card');
export const groupTitleSchema = z.string().trim().max(GROUP_TITLE_MAX_LENGTH);
export const noteTextSchema = text(NOTE_TEXT_MAX_LENGTH, 'A note');
export const actionTextSchema = text(ACTION_TEXT_MAX_LENGTH, 'An action');
/** A day, as a date input gives it. */
export const dueDateSchema = z.iso.date().nullable();

const retro = { roomId: roomIdSchema };

/** Every message a retro client sends, one discriminated union. */
export const retroCommandSchema = z.discriminatedUnion('type', [
  liveJoinSchema,
  liveSyncSchema,
  z.object({ type: z.literal('room.leave'), ...retro }),
  z.object({ type: z.literal('room.delete'), ...retro }),
  z.object({
    type: z.literal('retro.update'),
    ...retro,
    patch: z.object({ name: retroNameSchema, options: retroOptionsSchema }).partial().strict(),
  }),
  z.object({
    type: z.literal('member.roles'),
    ...retro,
    userId: keySchema,
    roles: z.array(z.enum(ASSIGNABLE_ROLES)).max(ASSIGNABLE_ROLES.length),
  }),
  z.object({ type: z.literal('member.remove'), ...retro, userId: keySchema }),
  liveAccessSchema,
  livePasscodeSchema,
  liveNewLinkSchema,
  liveReadmitSchema,
  z.object({ type: z.literal('phase.set'), ...retro, phase: retroPhaseSchema }),
  z.object({ type: z.literal('ready.set'), ...retro, ready: z.boolean() }),
  z.object({
    type: z.literal('timer.set'),
    ...retro,
    durationMs: z.number().int().min(1000).max(COUNTDOWN_MAX_MS),
  }),
  z.object({ type: z.literal('timer.start'), ...retro }),
  z.object({ type: z.literal('timer.pause'), ...retro }),
  z.object({ type: z.literal('timer.reset'), ...retro }),
  z.object({ type: z.literal('card.add'), ...retro, columnId: keySchema, text: cardTextSchema }),
  z.object({ type: z.literal('card.edit'), ...retro, cardId: keySchema, text: cardTextSchema }),
  z.object({ type: z.literal('card.delete'), ...retro, cardId: keySchema }),
  /** Drops a card on another card (a new group) or on a group. */
  z.object({ type: z.literal('group.join'), ...retro, cardId: keySchema, targetId: keySchema }),
  z.object({ type: z.literal('group.leave'), ...retro, cardId: keySchema }),
  z.object({ type: z.literal('group.rename'), ...retro, groupId: keySchema, title: groupTitleSchema }),
  z.object({ type: z.literal('vote.add'), ...retro, itemId: keySchema }),
  z.object({ type: z.literal('vote.remove'), ...retro, itemId: keySchema }),
  z.object({ type: z.literal('discuss.focus'), ...retro, itemId: keySchema.nullable() }),
  z.object({ type: z.literal('note.add'), ...retro, itemId: keySchema, text: noteTextSchema }),
  z.object({ type: z.literal('note.delete'), ...retro, noteId: keySchema }),
  z.object({
    type: z.literal('action.add'),
    ...retro,
    itemId: keySchema.nullable(),
    text: actionTextSchema,
    ownerUserId: keySchema.nullable(),
    dueDate: dueDateSchema,
  }),
  z.object({
    type: z.literal('action.update'),
    ...retro,
    actionId: keySchema,
    patch: z
      .object({
        text: actionTextSchema,
        ownerUserId: keySchema.nullable(),
        dueDate: dueDateSchema,
        done: z.boolean(),
      })
      .partial()
      .strict(),
  }),
  z.object({ type: z.literal('action.delete'), ...retro, actionId: keySchema }),
]);
export type RetroClientCommand = z.infer<typeof retroCommandSchema>;
export type RetroClientCommandInput = z.input<typeof retroCommandSchema>;

export const RETRO_ERROR_CODES = [...LIVE_ERROR_CODES, 'WRONG_PHASE'] as const;
export type RetroErrorCode = (typeof RETRO_ERROR_CODES)[number];
export type RetroAck = LiveAck<z.infer<typeof retroViewSchema>, RetroErrorCode>;

const versioned = { roomId: z.string(), version: z.number().int() };

/** Every message the server sends to a retro's clients, one discriminated union. */
export const retroEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('retro.updated'),
    ...versioned,
    name: z.string(),
    options: retroOptionsSchema,
  }),
  z.object({
    type: z.literal('members.changed'),
    ...versioned,
    ...membersChangedFields(retroMemberViewSchema),
  }),
  z.object({ type: z.literal('member.ready'), ...versioned, userId: z.string(), ready: z.boolean() }),
  /**
   * A new phase, with everything of the board that may change with it: every card from the
   * reveal on, the vote totals once they are no longer hidden.
   */
  z.object({
    type: z.literal('phase.changed'),
    ...versioned,
    phase: retroPhaseSchema,
    timer: countdownSchema,
    cards: z.array(cardViewSchema).nullable(),
    voteTotals: z.record(z.string(), z.number().int()).nullable(),
    discussItemId: z.string().nullable(),
  }),
  z.object({ type: z.literal('timer.changed'), ...versioned, timer: countdownSchema }),
  /** To the author's tabs only: their card as saved. Everyone else gets `cards.counted`. */
  z.object({
    type: z.literal('card.saved'),
    ...versioned,
    card: cardViewSchema,
    counts: z.array(cardCountSchema),
  }),
  /** To everyone, once the cards are shown: a card its author corrected. */
  z.object({ type: z.literal('card.changed'), ...versioned, card: cardViewSchema }),
  /** To the author's tabs only while cards are hidden (everyone else gets `cards.counted`); after, to all. */
  z.object({
    type: z.literal('card.removed'),
    ...versioned,
    cardId: z.string(),
    counts: z.array(cardCountSchema),
  }),
  z.object({ type: z.literal('cards.counted'), ...versioned, counts: z.array(cardCountSchema) }),
  z.object({
    type: z.literal('groups.changed'),
    ...versioned,
    groups: z.array(groupViewSchema),
    /** Each card's group, for every card that changed group. */
    cardGroups: z.record(z.string(), z.string().nullable()),
  }),
  /** To the voter's tabs: their dots on the item, and the total unless totals are hidden. */
  z.object({
    type: z.literal('vote.changed'),
    ...versioned,
    itemId: z.string(),
    mine: z.number().int(),
    total: z.number().int().nullable(),
  }),
  /** Everyone else: the new total, or nothing at all while totals are hidden. */
  z.object({
    type: z.literal('votes.counted'),
    ...versioned,
    itemId: z.string().nullable(),
    total: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('discuss.focused'), ...versioned, itemId: z.string().nullable() }),
  z.object({ type: z.literal('note.added'), ...versioned, note: noteViewSchema }),
  z.object({ type: z.literal('note.removed'), ...versioned, noteId: z.string() }),
  z.object({ type: z.literal('action.saved'), ...versioned, action: actionViewSchema }),
  z.object({ type: z.literal('action.removed'), ...versioned, actionId: z.string() }),
  accessChangedEventSchema,
  removalsChangedEventSchema,
  presenceEventSchema,
  roomClosedEventSchema,
]);
export type RetroEvent = z.infer<typeof retroEventSchema>;
export type RetroVersionedEvent = Extract<RetroEvent, { version: number }>;
