import { nanoid } from 'nanoid';
import {
  MAX_ACTIONS_PER_RETRO,
  MAX_NOTES_PER_RETRO,
  retroItems,
  voteCountsHidden,
  voteRefusal,
} from '../../../shared/domain/retro';
import { canManage } from '../../../shared/domain/roles';
import { teamRoleOf } from '../../membership/team-members';
import { requirePhase } from './card-handlers';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import type { CardRecord, GroupRecord, RetroMemberRecord } from './retro-records';
import {
  earlierRetroIds,
  findAction,
  findRetroMember,
  listActions,
  listNotes,
  readBoard,
} from './retro-store';
import { myVotes, toActionView, toNoteView, voteTotals } from './retro-views';

const ID_LENGTH = 16;

function requireItemOn(board: { cards: CardRecord[]; groups: GroupRecord[] }, itemId: string): void {
  if (!retroItems(board.cards, board.groups).some((item) => item.id === itemId))
    throw refuse('NOT_FOUND', 'This card or group does not exist any more');
}

async function requireItem(ctx: RetroContext, itemId: string): Promise<void> {
  requireItemOn(await readBoard(ctx.tx, ctx.room.id), itemId);
}

/**
 * One dot more or less. The limits are checked on what is stored inside the change, and the change
 * only lands if nobody changed the retro meanwhile, so ten clicks at once cannot pass them.
 */
async function changeVote(ctx: RetroContext, itemId: string, delta: 1 | -1, actor: RetroMemberRecord) {
  requirePhase(ctx, 'vote');
  const board = await readBoard(ctx.tx, ctx.room.id);
  requireItemOn(board, itemId);
  const { votes } = board;
  const mine = myVotes(votes, actor.userId);
  if (delta === 1) {
    const refusal = voteRefusal(mine, itemId, ctx.room.options);
    if (refusal === 'person') throw refuse('LIMIT_REACHED', 'You have no dots left');
    if (refusal === 'item')
      throw refuse('LIMIT_REACHED', 'You have given this all the dots it may take from you');
  } else if (!mine[itemId]) {
    return;
  }
  const count = (mine[itemId] ?? 0) + delta;
  await ctx.tx
    .insertInto('retro_vote')
    .values({ retroId: ctx.room.id, userId: actor.userId, itemId, count })
    .onConflict((conflict) => conflict.columns(['retroId', 'userId', 'itemId']).doUpdateSet({ count }))
    .execute();
  const after = votes
    .filter((vote) => !(vote.userId === actor.userId && vote.itemId === itemId))
    .concat({ userId: actor.userId, itemId, count });
  const total = voteCountsHidden(ctx.room.phase, ctx.room.options.hideVoteCounts)
    ? null
    : (voteTotals(after)[itemId] ?? 0);
  ctx.emitSecret({ type: 'vote.changed', itemId, mine: count, total }, actor.userId);
}

/**
 * Someone the action is given to must be in the retro, or, for a team's retro, in the team: a lead
 * hands an action to a teammate from the team page whether or not they came.
 */
async function requireOwner(ctx: RetroContext, ownerUserId: string | null | undefined): Promise<void> {
  if (!ownerUserId || (await findRetroMember(ctx.tx, ctx.room.id, ownerUserId))) return;
  if (ctx.room.teamId && (await teamRoleOf(ctx.tx, ctx.room.teamId, ownerUserId))) return;
  throw refuse('NOT_FOUND', 'This person is not in the retro or its team');
}

/** A team's retro's actions are on the team's page too: an open one reads them again. */
function tellTeam(ctx: RetroContext): void {
  if (ctx.room.teamId) ctx.after({ kind: 'teamNews', teamId: ctx.room.teamId });
}

export const discussionHandlers = {
  'vote.add': { policy: 'player', run: (ctx, command, actor) => changeVote(ctx, command.itemId, 1, actor) },
  'vote.remove': {
    policy: 'player',
    run: (ctx, command, actor) => changeVote(ctx, command.itemId, -1, actor),
  },
  'discuss.focus': {
    policy: 'manager',
    run: async (ctx, command) => {
      requirePhase(ctx, 'discuss');
      if (command.itemId) await requireItem(ctx, command.itemId);
      ctx.patchRoom({ discussItemId: command.itemId });
      ctx.emit({ kind: 'room' }, { type: 'discuss.focused', itemId: command.itemId });
    },
  },
  'note.add': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      requirePhase(ctx, 'discuss');
      await requireItem(ctx, command.itemId);
      if ((await listNotes(ctx.tx, ctx.room.id)).length >= MAX_NOTES_PER_RETRO) {
        throw refuse('LIMIT_REACHED', 'This retro has as many notes as it can hold');
      }
      const note = {
        id: nanoid(ID_LENGTH),
        retroId: ctx.room.id,
        itemId: command.itemId,
        authorId: actor.userId,
        text: command.text,
        createAt: ctx.now.toISOString(),
      };
      await ctx.tx.insertInto('retro_note').values(note).execute();
      ctx.emit({ kind: 'room' }, { type: 'note.added', note: toNoteView(note, [actor]) });
    },
  },
  'note.delete': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      const note = (await listNotes(ctx.tx, ctx.room.id)).find(
        (candidate) => candidate.id === command.noteId,
      );
      if (!note) throw refuse('NOT_FOUND', 'This note does not exist any more');
      if (note.authorId !== actor.userId && !canManage(actor.roles)) {
        throw refuse('FORBIDDEN', 'Only its author or a facilitator can delete a note');
      }
      await ctx.tx.deleteFrom('retro_note').where('id', '=', note.id).execute();
      ctx.emit({ kind: 'room' }, { type: 'note.removed', noteId: note.id });
    },
  },
  'action.add': {
    policy: 'member',
    run: async (ctx, command) => {
      requirePhase(ctx, 'discuss', 'done');
      if (command.itemId) await requireItem(ctx, command.itemId);
      await requireOwner(ctx, command.ownerUserId);
      if ((await listActions(ctx.tx, ctx.room.id)).length >= MAX_ACTIONS_PER_RETRO) {
        throw refuse('LIMIT_REACHED', 'This retro has as many action items as it can hold');
      }
      const stamp = ctx.now.toISOString();
      const id = nanoid(ID_LENGTH);
      await ctx.tx
        .insertInto('retro_action')
        .values({
          id,
          retroId: ctx.room.id,
          itemId: command.itemId,
          text: command.text,
          ownerUserId: command.ownerUserId,
          dueDate: command.dueDate,
          done: false,
          createAt: stamp,
          updatedAt: stamp,
        })
        .execute();
      ctx.emit(
        { kind: 'room' },
        { type: 'action.saved', action: toActionView((await findAction(ctx.tx, id))!) },
      );
      tellTeam(ctx);
    },
  },
  /** Also checks off an action carried over from a retro before, during the review. */
  'action.update': {
    policy: 'member',
    run: async (ctx, command) => {
      const action = await findAction(ctx.tx, command.actionId);
      const carried =
        action !== undefined &&
        action.retroId !== ctx.room.id &&
        (await earlierRetroIds(ctx.tx, ctx.room.id)).has(action.retroId);
      if (!action || (action.retroId !== ctx.room.id && !carried)) {
        throw refuse('NOT_FOUND', 'This action item does not exist any more');
      }
      const { patch } = command;
      if (carried && Object.keys(patch).some((key) => key !== 'done')) {
        throw refuse('FORBIDDEN', 'An action from the previous retro can only be checked off here');
      }
      if (!carried) await requireOwner(ctx, patch.ownerUserId);
      await ctx.tx
        .updateTable('retro_action')
        .set({ ...patch, updatedAt: ctx.now.toISOString() })
        .where('id', '=', action.id)
        .execute();
      ctx.emit(
        { kind: 'room' },
        { type: 'action.saved', action: toActionView((await findAction(ctx.tx, action.id))!) },
      );
      tellTeam(ctx);
    },
  },
  'action.delete': {
    policy: 'manager',
    run: async (ctx, command) => {
      const result = await ctx.tx
        .deleteFrom('retro_action')
        .where('retroId', '=', ctx.room.id)
        .where('id', '=', command.actionId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0)
        throw refuse('NOT_FOUND', 'This action item does not exist any more');
      ctx.emit({ kind: 'room' }, { type: 'action.removed', actionId: command.actionId });
      tellTeam(ctx);
    },
  },
} satisfies Partial<RetroHandlerTable>;
