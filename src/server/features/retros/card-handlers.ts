import { nanoid } from 'nanoid';
import { MAX_CARDS_PER_PERSON, MAX_CARDS_PER_RETRO, type RetroPhase } from '../../../shared/domain/retro';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import { cardsCounted, countCard } from './card-tally';
import type { CardRecord, CardTally, RetroMemberRecord } from './retro-records';
import { findCard } from './retro-store';
import { toCardCounts, toCardView } from './retro-views';

const CARD_ID_LENGTH = 16;

export function requirePhase(ctx: RetroContext, ...phases: RetroPhase[]): void {
  if (!phases.includes(ctx.room.phase)) {
    throw refuse('WRONG_PHASE', `This cannot be done while the retro is in the ${ctx.room.phase} step`);
  }
}

async function ownCard(ctx: RetroContext, cardId: string, actor: RetroMemberRecord): Promise<CardRecord> {
  const card = await findCard(ctx.tx, ctx.room.id, cardId);
  if (!card) throw refuse('NOT_FOUND', 'This card does not exist any more');
  if (card.authorId !== actor.userId) throw refuse('FORBIDDEN', 'Only its author can change a card');
  return card;
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
      requirePhase(ctx, 'write');
      const card = await ownCard(ctx, command.cardId, actor);
      const updated = { ...card, text: command.text, updatedAt: ctx.now.toISOString() };
      await ctx.tx
        .updateTable('retro_card')
        .set({ text: updated.text, updatedAt: updated.updatedAt })
        .where('id', '=', card.id)
        .execute();
      emitCard(ctx, updated, actor, ctx.room.cardTally);
    },
  },
  'card.delete': {
    policy: 'player',
    run: async (ctx, command, actor) => {
      requirePhase(ctx, 'write');
      const card = await ownCard(ctx, command.cardId, actor);
      await ctx.tx.deleteFrom('retro_card').where('id', '=', card.id).execute();
      const cardTally = countCard(ctx.room.cardTally, card, -1);
      ctx.patchRoom({ cardTally });
      const counts = toCardCounts(cardTally, ctx.room);
      ctx.emitSecret({ type: 'card.removed', cardId: card.id, counts }, actor.userId);
    },
  },
} satisfies Partial<RetroHandlerTable>;
