import { nanoid } from 'nanoid';
import {
  cardsCorrectable,
  cardsHidden,
  MAX_CARDS_PER_PERSON,
  MAX_CARDS_PER_RETRO,
  mayRemoveCard,
  type RetroPhase,
} from '../../../shared/domain/retro';
import { moveCards } from './board-groups';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import { cardsCounted, countCard } from './card-tally';
import type { CardRecord, CardTally, RetroMemberRecord } from './retro-records';
import { findCard, readBoard } from './retro-store';
import { toCardCounts, toCardView } from './retro-views';

const CARD_ID_LENGTH = 16;

export function requirePhase(ctx: RetroContext, ...phases: RetroPhase[]): void {
  if (!phases.includes(ctx.room.phase)) {
    throw refuse('WRONG_PHASE', `This cannot be done while the retro is in the ${ctx.room.phase} step`);
  }
}

function requireCorrectable(ctx: RetroContext): void {
  if (!cardsCorrectable(ctx.room.phase)) {
    throw refuse('WRONG_PHASE', 'Cards can be changed only until voting starts');
  }
}

async function existingCard(ctx: RetroContext, cardId: string): Promise<CardRecord> {
  const card = await findCard(ctx.tx, ctx.room.id, cardId);
  if (!card) throw refuse('NOT_FOUND', 'This card does not exist any more');
  return card;
}

/**
 * A card or group with dots, notes or actions on it (the facilitator went back from a later step)
 * keeps its cards: what people said about it would lose what it was about.
 */
async function refuseDiscussed(ctx: RetroContext, itemIds: string[]): Promise<void> {
  const [vote, note, action] = await Promise.all(
    (['retro_vote', 'retro_note', 'retro_action'] as const).map((table) =>
      ctx.tx
        .selectFrom(table)
        .select('itemId')
        .where('retroId', '=', ctx.room.id)
        .where('itemId', 'in', itemIds)
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  if (vote) throw refuse('FORBIDDEN', 'This card has dots on it: take them off before removing it');
  if (note || action) throw refuse('FORBIDDEN', 'This card has notes or actions: it stays');
}

/**
 * The author gets their card; everyone else only the new counts (see RETRO_REDACTIONS). `tally`
 * is the retro's after the change.
 */
function emitCard(
  ctx: RetroContext,
  card: CardRecord,
  actor: RetroMemberRecord,
  tally: readonly CardTally[],
) {
  const counts = toCardCounts(tally, ctx.room);
  ctx.emitSecret({ type: 'card.saved', card: toCardView(card, ctx.room, [actor]), counts }, actor.userId);
}

async function addCard(ctx: RetroContext, columnId: string, text: string, actor: RetroMemberRecord) {
  requirePhase(ctx, 'write');
  if (!ctx.room.columns.some((column) => column.id === columnId)) throw refuse('NOT_FOUND', 'No such column');
  const tally = ctx.room.cardTally;
  if (cardsCounted(tally) >= MAX_CARDS_PER_RETRO)
    throw refuse('LIMIT_REACHED', 'This retro has as many cards as it can hold');
  if (cardsCounted(tally, actor.userId) >= MAX_CARDS_PER_PERSON) {
    throw refuse('LIMIT_REACHED', `At most ${MAX_CARDS_PER_PERSON} cards each`);
  }
  const stamp = ctx.now.toISOString();
  const card: CardRecord = {
    id: nanoid(CARD_ID_LENGTH),
    retroId: ctx.room.id,
    columnId,
    authorId: actor.userId,
    text,
    groupId: null,
    createAt: stamp,
    updatedAt: stamp,
  };
  await ctx.tx.insertInto('retro_card').values(card).execute();
  const cardTally = countCard(tally, card, 1);
  ctx.patchRoom({ cardTally });
  emitCard(ctx, card, actor, cardTally);
}

export const cardHandlers = {
  'card.add': {
    policy: 'player',
    // Everyone writes at once in the write step: the retro (its tally of cards) and the author as
    // the last card left them, and the cards of different people waiting together go together.
    hot: true,
    together: true,
    run: (ctx, command, actor) => addCard(ctx, command.columnId, command.text, actor),
  },
  'card.edit': {
    policy: 'player',
    run: async (ctx, command, actor) => {
      requireCorrectable(ctx);
      const card = await existingCard(ctx, command.cardId);
      if (card.authorId !== actor.userId) throw refuse('FORBIDDEN', 'Only its author can change a card');
      const updated = { ...card, text: command.text, updatedAt: ctx.now.toISOString() };
      await ctx.tx
        .updateTable('retro_card')
        .set({ text: updated.text, updatedAt: updated.updatedAt })
        .where('id', '=', card.id)
        .execute();
      if (cardsHidden(ctx.room.phase)) emitCard(ctx, updated, actor, ctx.room.cardTally);
      else ctx.emit({ kind: 'room' }, { type: 'card.changed', card: toCardView(updated, ctx.room, [actor]) });
    },
  },
  'card.delete': {
    // Its author, or a facilitator who need not be writing cards: checked below.
    policy: 'member',
    run: async (ctx, command, actor) => {
      requireCorrectable(ctx);
      const card = await existingCard(ctx, command.cardId);
      if (!mayRemoveCard(actor.roles, card.authorId === actor.userId, ctx.room.phase)) {
        throw refuse('FORBIDDEN', 'Only its author or a facilitator can remove a card');
      }
      const hidden = cardsHidden(ctx.room.phase);
      if (!hidden) await refuseDiscussed(ctx, card.groupId ? [card.id, card.groupId] : [card.id]);
      await ctx.tx.deleteFrom('retro_card').where('id', '=', card.id).execute();
      const cardTally = countCard(ctx.room.cardTally, card, -1);
      ctx.patchRoom({ cardTally });
      const counts = toCardCounts(cardTally, ctx.room);
      if (hidden) {
        ctx.emitSecret({ type: 'card.removed', cardId: card.id, counts }, actor.userId);
        return;
      }
      ctx.emit({ kind: 'room' }, { type: 'card.removed', cardId: card.id, counts });
      // Read after the removal: a group left with one card is a group no more.
      if (card.groupId) await moveCards(ctx, await readBoard(ctx.tx, ctx.room.id), {});
    },
  },
} satisfies Partial<RetroHandlerTable>;
