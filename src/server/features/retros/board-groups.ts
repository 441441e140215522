import { regroup } from '../../../shared/domain/retro';
import type { RetroContext } from './retro-live';
import type { readBoard } from './retro-store';

export type Board = Awaited<ReturnType<typeof readBoard>>;

/**
 * Writes cards moved between groups and what that leaves (see `regroup`), decided on the board read
 * at the start of the change, then tells everyone the groups as they are now.
 */
export async function moveCards(ctx: RetroContext, board: Board, moves: Record<string, string | null>) {
  const { cardGroups, emptied } = regroup(board.cards, board.groups, moves);
  for (const [cardId, groupId] of Object.entries(cardGroups)) {
    await ctx.tx
      .updateTable('retro_card')
      .set({ groupId })
      .where('retroId', '=', ctx.room.id)
      .where('id', '=', cardId)
      .execute();
  }
  if (emptied.length > 0) await ctx.tx.deleteFrom('retro_group').where('id', 'in', emptied).execute();
  const groups = board.groups
    .filter((group) => !emptied.includes(group.id))
    .map(({ id, columnId, title }) => ({ id, columnId, title }));
  ctx.emit({ kind: 'room' }, { type: 'groups.changed', groups, cardGroups });
}
