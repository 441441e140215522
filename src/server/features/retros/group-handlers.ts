import { nanoid } from 'nanoid';
import { mayGroup } from '../../../shared/domain/retro';
import { moveCards, type Board } from './board-groups';
import { requirePhase } from './card-handlers';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import type { GroupRecord, RetroMemberRecord } from './retro-records';
import { readBoard } from './retro-store';

const GROUP_ID_LENGTH = 16;

/** The retro says whether everyone groups, or only its facilitators. */
function requireGrouping(ctx: RetroContext, actor: RetroMemberRecord): void {
  if (!mayGroup(actor.roles, ctx.room.options.groupingBy)) {
    throw refuse('FORBIDDEN', 'Only the facilitators group cards in this retro');
  }
}

/** Dots stay where they were given: a card or group that carries some is not regrouped. */
function refuseVoted(board: Board, itemIds: (string | null)[]): void {
  const voted = new Set(board.votes.map((vote) => vote.itemId));
  if (itemIds.some((id) => id !== null && voted.has(id))) {
    throw refuse('FORBIDDEN', 'This has dots on it: take them off before regrouping');
  }
}

async function groupCard(ctx: RetroContext, cardId: string, targetId: string, actor: RetroMemberRecord) {
  requirePhase(ctx, 'group');
  requireGrouping(ctx, actor);
  const board = await readBoard(ctx.tx, ctx.room.id);
  const card = board.cards.find((each) => each.id === cardId);
  if (!card) throw refuse('NOT_FOUND', 'This card does not exist any more');
  const targetCard = board.groups.some((group) => group.id === targetId)
    ? null
    : board.cards.find((each) => each.id === targetId);
  const targetGroup = board.groups.find((group) => group.id === (targetCard?.groupId ?? targetId));
  if (!targetGroup && !targetCard) throw refuse('NOT_FOUND', 'There is nothing to group with any more');
  if (targetCard?.id === card.id || (targetGroup && card.groupId === targetGroup.id)) return;
  refuseVoted(board, [card.id, card.groupId, targetCard?.id ?? null, targetGroup?.id ?? null]);
  let groups = board.groups;
  let groupId = targetGroup?.id;
  if (!groupId) {
    const group: GroupRecord = {
      id: nanoid(GROUP_ID_LENGTH),
      retroId: ctx.room.id,
      columnId: targetCard!.columnId,
      title: '',
      createAt: ctx.now.toISOString(),
    };
    await ctx.tx.insertInto('retro_group').values(group).execute();
    // The newest group comes last, as the groups are listed (by when they were made, then id).
    groups = [...groups, group];
    groupId = group.id;
  }
  const moves: Record<string, string | null> = { [card.id]: groupId };
  if (targetCard && !targetCard.groupId) moves[targetCard.id] = groupId;
  await moveCards(ctx, { ...board, groups }, moves);
}

export const groupHandlers = {
  'group.join': {
    policy: 'member',
    run: (ctx, command, actor) => groupCard(ctx, command.cardId, command.targetId, actor),
  },
  'group.leave': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      requirePhase(ctx, 'group');
      requireGrouping(ctx, actor);
      const board = await readBoard(ctx.tx, ctx.room.id);
      const card = board.cards.find((each) => each.id === command.cardId);
      if (!card) throw refuse('NOT_FOUND', 'This card does not exist any more');
      if (!card.groupId) return;
      refuseVoted(board, [card.groupId]);
      await moveCards(ctx, board, { [card.id]: null });
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
      // Read after the rename, so the groups told hold the new title.
      await moveCards(ctx, await readBoard(ctx.tx, ctx.room.id), {});
    },
  },
} satisfies Partial<RetroHandlerTable>;
