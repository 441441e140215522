import { averageVote } from '../../../shared/domain/average';
import { canVote } from '../../../shared/domain/roles';
import { refuse } from './room-errors';
import type { CommandContext, RoomHandlerTable } from './room-live';
import { roundKeyOf, type MemberRecord, type TaskRecord } from './room-records';
import { findTask, listMembers, listVotes } from './room-store';
import { toRoundView } from './room-views';

interface RoundTarget {
  taskId: string | null;
  task: TaskRecord | null;
  isShow: boolean;
  roundNumber: number;
  averageResult: number | null;
}

async function roundTarget(ctx: CommandContext, taskId: string | null): Promise<RoundTarget> {
  if (taskId === null) return { taskId, task: null, ...ctx.room };
  const task = await findTask(ctx.tx, ctx.room.id, taskId);
  if (!task) throw refuse('NOT_FOUND', 'This task no longer exists');
  return {
    taskId,
    task,
    isShow: task.isShow,
    roundNumber: task.roundNumber,
    averageResult: task.averageResult,
  };
}

async function saveRound(
  ctx: CommandContext,
  target: RoundTarget,
  fields: Partial<Omit<RoundTarget, 'taskId' | 'task'>>,
) {
  if (target.task) {
    await ctx.tx
      .updateTable('task')
      .set({ ...fields, updatedAt: ctx.now.toISOString() })
      .where('id', '=', target.task.id)
      .execute();
    ctx.touch();
  } else {
    ctx.patchRoom(fields);
  }
}

/** A shown round is the same for everyone, values and all. */
async function broadcastShownRound(ctx: CommandContext, target: RoundTarget, averageResult: number | null) {
  const votes = await listVotes(ctx.tx, ctx.room.id, roundKeyOf(target.taskId));
  const round = toRoundView({ isShow: true, roundNumber: target.roundNumber, averageResult }, votes, '');
  ctx.emit({ kind: 'room' }, { type: 'round.changed', taskId: target.taskId, round });
}

async function reveal(ctx: CommandContext, target: RoundTarget): Promise<void> {
  const votes = await listVotes(ctx.tx, ctx.room.id, roundKeyOf(target.taskId));
  const averageResult = averageVote(votes.map((vote) => vote.value));
  await saveRound(ctx, target, { isShow: true, averageResult });
  ctx.patchRoom({ averageResult });
  await broadcastShownRound(ctx, target, averageResult);
  emitAverage(ctx, averageResult);
}

/** SPEC §3: the room keeps the average of the round last shown. */
function emitAverage(ctx: CommandContext, averageResult: number | null) {
  ctx.emit({ kind: 'room' }, { type: 'room.patched', patch: { averageResult } });
}

async function revealRound(ctx: CommandContext, taskId: string | null): Promise<void> {
  const target = await roundTarget(ctx, taskId);
  if (!target.isShow) await reveal(ctx, target);
}

/** Reveals whatever round the room is on now; used when the timer runs out. */
export async function revealCurrentRound(ctx: CommandContext): Promise<void> {
  const target = await roundTarget(ctx, ctx.room.selectTaskId);
  if (!target.isShow) await reveal(ctx, target);
}

async function resetRound(ctx: CommandContext, taskId: string | null): Promise<void> {
  const target = await roundTarget(ctx, taskId);
  await ctx.tx
    .deleteFrom('vote')
    .where('roomId', '=', ctx.room.id)
    .where('roundKey', '=', roundKeyOf(taskId))
    .execute();
  const round = { isShow: false, roundNumber: target.roundNumber + 1, averageResult: null };
  await saveRound(ctx, target, round);
  ctx.emit(
    { kind: 'room' },
    {
      type: 'round.changed',
      taskId,
      round: { isShow: false, round: round.roundNumber, votes: [], averageResult: null },
    },
  );
}

async function castVote(
  ctx: CommandContext,
  actor: MemberRecord,
  taskId: string | null,
  value: string | null,
): Promise<void> {
  const { room } = ctx;
  if (!room.asynchronousVoting && taskId !== room.selectTaskId) {
    throw refuse('VOTING_CLOSED', 'Voting is open on the selected task only');
  }
  const target = await roundTarget(ctx, taskId);
  if (target.isShow && room.disableVotingAfterReveal) {
    throw refuse('VOTING_CLOSED', 'Cards are revealed: voting is closed until a new round');
  }
  if (value !== null && !room.votingSystem.values.includes(value)) {
    throw refuse('INVALID_CARD', `“${value}” is not a card of this deck`);
  }

  const key = roundKeyOf(taskId);
  const stamp = ctx.now.toISOString();
  if (value === null) {
    await ctx.tx
      .deleteFrom('vote')
      .where('roomId', '=', room.id)
      .where('roundKey', '=', key)
      .where('userId', '=', actor.userId)
      .execute();
  } else {
    await ctx.tx
      .insertInto('vote')
      .values({
        roomId: room.id,
        roundKey: key,
        userId: actor.userId,
        value,
        round: target.roundNumber,
        createAt: stamp,
        updatedAt: stamp,
      })
      .onConflict((conflict) =>
        conflict.columns(['roomId', 'roundKey', 'userId']).doUpdateSet({ value, updatedAt: stamp }),
      )
      .execute();
  }
  ctx.touch();

  if (target.isShow) {
    // After the reveal a changed vote is public, and the average follows it.
    const votes = await listVotes(ctx.tx, room.id, key);
    const averageResult = averageVote(votes.map((vote) => vote.value));
    await saveRound(ctx, target, { averageResult });
    ctx.patchRoom({ averageResult });
    await broadcastShownRound(ctx, target, averageResult);
    emitAverage(ctx, averageResult);
    return;
  }

  ctx.emitSecret(
    { type: 'vote.changed', taskId, userId: actor.userId, voted: value !== null, value },
    actor.userId,
  );

  if (room.autoReveal && (await everySeatedPlayerVoted(ctx, key))) await reveal(ctx, target);
}

async function everySeatedPlayerVoted(ctx: CommandContext, roundKey: string): Promise<boolean> {
  const members = await listMembers(ctx.tx, ctx.room.id);
  const seated = members.filter((member) => canVote(member.roles) && ctx.online.has(member.userId));
  if (seated.length === 0) return false;
  const votes = await listVotes(ctx.tx, ctx.room.id, roundKey);
  const voters = new Set(votes.map((vote) => vote.userId));
  return seated.every((member) => voters.has(member.userId));
}

export const roundHandlers = {
  'vote.cast': {
    policy: 'player',
    refusal: 'Observers watch the table. Sit down as a player to vote',
    run: (ctx, command, actor) => castVote(ctx, actor, command.taskId, command.value),
  },
  'round.reveal': { policy: 'manager', run: (ctx, command) => revealRound(ctx, command.taskId) },
  'round.reset': { policy: 'manager', run: (ctx, command) => resetRound(ctx, command.taskId) },
} satisfies Partial<RoomHandlerTable>;
