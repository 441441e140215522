import { nanoid } from 'nanoid';
import {
  MAX_CARDS_PER_PERSON,
  MAX_CARDS_PER_RETRO,
  mayGroup,
  type RetroPhase,
} from '../../../shared/domain/retro';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import { cardsCounted, countCard } from './card-tally';
import type { CardRecord, CardTally, RetroMemberRecord } from './retro-records';
import { findCard, listCards, listGroups, listVotes } from './retro-store';
import { toCardCounts, toCardView } from './retro-views';

const CARD_ID_LENGTH = 16;

export function requirePhase(ctx: RetroContext, ...phases: RetroPhase[]): void {
  if (!phases.includes(ctx.room.phase)) {
    throw refuse('WRONG_PHASE', `This cannot be done while the retro is in the ${ctx.room.phase} step`);
  }
}

/** The retro says whether everyone groups, or only its facilitators. */
function requireGrouping(ctx: RetroContext, actor: RetroMemberRecord): void {
  if (!mayGroup(actor.roles, ctx.room.options.groupingBy)) {
    throw refuse('FORBIDDEN', 'Only the facilitators group cards in this retro');
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

async function updateGroups(ctx: RetroContext, cardGroups: Record<string, string | null>): Promise<void> {
  for (const [cardId, groupId] of Object.entries(cardGroups)) {
    await ctx.tx
      .updateTable('retro_card')
      .set({ groupId })
      .where('retroId', '=', ctx.room.id)
      .where('id', '=', cardId)
      .execute();
  }
  // A group of one card is no group: its last card goes back to being on its own.
  const cards = await listCards(ctx.tx, ctx.room.id);
  for (const group of await listGroups(ctx.tx, ctx.room.id)) {
    const inside = cards.filter((card) => card.groupId === group.id);
    if (inside.length >= 2) continue;
    for (const card of inside) {
      await ctx.tx.updateTable('retro_card').set({ groupId: null }).where('id', '=', card.id).execute();
      cardGroups[card.id] = null;
    }
    await ctx.tx.deleteFrom('retro_group').where('id', '=', group.id).execute();
  }
  const groups = (await listGroups(ctx.tx, ctx.room.id)).map(({ id, columnId, title }) => ({
    id,
    columnId,
    title,
  }));
  ctx.emit({ kind: 'room' }, { type: 'groups.changed', groups, cardGroups });
}

/** Dots stay where they were given: a card or group that carries some is not regrouped. */
async function refuseVoted(ctx: RetroContext, itemIds: (string | null)[]): Promise<void> {
  const voted = new Set((await listVotes(ctx.tx, ctx.room.id)).map((vote) => vote.itemId));
  if (itemIds.some((id) => id !== null && voted.has(id))) {
    throw refuse('FORBIDDEN', 'This has dots on it: take them off before regrouping');
  }
}

async function groupCard(ctx: RetroContext, cardId: string, targetId: string, actor: RetroMemberRecord) {
  requirePhase(ctx, 'group');
  requireGrouping(ctx, actor);
  const card = await findCard(ctx.tx, ctx.room.id, cardId);
  if (!card) throw refuse('NOT_FOUND', 'This card does not exist any more');
  const groups = await listGroups(ctx.tx, ctx.room.id);
  const targetCard = groups.some((group) => group.id === targetId)
    ? null
    : await findCard(ctx.tx, ctx.room.id, targetId);
  const targetGroup = groups.find((group) => group.id === (targetCard?.groupId ?? targetId));
  if (!targetGroup && !targetCard) throw refuse('NOT_FOUND', 'There is nothing to group with any more');
  if (targetCard?.id === card.id || (targetGroup && card.groupId === targetGroup.id)) return;
  await refuseVoted(ctx, [card.id, card.groupId, targetCard?.id ?? null, targetGroup?.id ?? null]);
  let groupId = targetGroup?.id;
  if (!groupId) {
    groupId = nanoid(CARD_ID_LENGTH);
    const columnId = targetCard!.columnId;
    await ctx.tx
      .insertInto('retro_group')
      .values({ id: groupId, retroId: ctx.room.id, columnId, title: '', createAt: ctx.now.toISOString() })
      .execute();
  }
  const moves: Record<string, string | null> = { [card.id]: groupId };
  if (targetCard && !targetCard.groupId) moves[targetCard.id] = groupId;
  await updateGroups(ctx, moves);
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
  'group.join': {
    policy: 'member',
    run: (ctx, command, actor) => groupCard(ctx, command.cardId, command.targetId, actor),
  },
  'group.leave': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      requirePhase(ctx, 'group');
      requireGrouping(ctx, actor);
      const card = await findCard(ctx.tx, ctx.room.id, command.cardId);
      if (!card) throw refuse('NOT_FOUND', 'This card does not exist any more');
      if (!card.groupId) return;
      await refuseVoted(ctx, [card.groupId]);
      await updateGroups(ctx, { [card.id]: null });
    },
  },
  'group.rename': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      requirePhase(ctx, 'group', 'vote', 'discuss');
      requireGrouping(ctx, actor);
      const result = await ctx.tx
        .updateTable('retro_group')
        .set({ title: command.title })
        .where('retroId', '=', ctx.room.id)
        .where('id', '=', command.groupId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw refuse('NOT_FOUND', 'This group does not exist any more');
      await updateGroups(ctx, {});
    },
  },
} satisfies Partial<RetroHandlerTable>;
