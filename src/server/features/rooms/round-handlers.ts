import { averageVote } from '../../../shared/domain/average';
import { canVote } from '../../../shared/domain/roles';
import { refuse } from './room-errors';
import type { CommandContext, RoomHandlerTable } from './room-live';
import { roundKeyOf, type MemberRecord, type RecordedVote, type TaskRecord } from './room-records';
import {
  findMember,
  findRoundRecord,
  findTask,
  listMembers,
  listVotes,
  saveRoundRecord,
  saveVote,
} from './room-store';
import { toRecordedRoundView } from './room-views';

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

/**
 * A shown round is its record: the same for everyone, values and names, and kept when people
 * leave or the task is voted on again.
 */
async function recordShownRound(
  ctx: CommandContext,
  target: RoundTarget,
  votes: RecordedVote[],
  revealedAt: string,
): Promise<void> {
  const averageResult = averageVote(votes.map((vote) => vote.value));
  const record = {
    roomId: ctx.room.id,
    roundKey: roundKeyOf(target.taskId),
    round: target.roundNumber,
    averageResult,
    votes,
    revealedAt,
    updatedAt: ctx.now.toISOString(),
  };
  await saveRoundRecord(ctx.tx, record);
  await saveRound(ctx, target, { isShow: true, averageResult });
  ctx.patchRoom({ averageResult });
  ctx.emit(
    { kind: 'room' },
    { type: 'round.changed', taskId: target.taskId, round: toRecordedRoundView(record) },
  );
  emitAverage(ctx, averageResult);
}

/** The round's votes as they stand, each under its voter's current name. */
async function currentVotes(ctx: CommandContext, target: RoundTarget): Promise<RecordedVote[]> {
  const votes = await listVotes(ctx.tx, ctx.room.id, roundKeyOf(target.taskId));
  const members = await listMembers(ctx.tx, ctx.room.id);
  const names = new Map(members.map((member) => [member.userId, member.displayName]));
  return votes.map(({ userId, value }) => ({ userId, value, displayName: names.get(userId) ?? null }));
}

async function reveal(ctx: CommandContext, target: RoundTarget): Promise<void> {
  await recordShownRound(ctx, target, await currentVotes(ctx, target), ctx.now.toISOString());
}

/**
 * A vote changed after the reveal (when the room allows it) changes that voter's entry of the
 * record and nothing else: votes of people who have left since stay as they were.
 */
async function changeShownVote(
  ctx: CommandContext,
  target: RoundTarget,
  actor: MemberRecord,
  value: string | null,
): Promise<void> {
  const record = await findRoundRecord(ctx.tx, ctx.room.id, roundKeyOf(target.taskId), target.roundNumber);
  if (!record) {
    // Shown before rounds were recorded: the votes as they stand are all there is.
    await recordShownRound(ctx, target, await currentVotes(ctx, target), ctx.now.toISOString());
    return;
  }
  // The record keeps the voter's name as it is now: a member remembered by a hot vote may carry a
  // name from before a rename, which moves no room's version.
  const displayName = (await findMember(ctx.tx, ctx.room.id, actor.userId))?.displayName ?? actor.displayName;
  const mine = value === null ? [] : [{ userId: actor.userId, displayName, value }];
  const at = record.votes.findIndex((vote) => vote.userId === actor.userId);
  const votes =
    at < 0
      ? [...record.votes, ...mine]
      : [...record.votes.slice(0, at), ...mine, ...record.votes.slice(at + 1)];
  await recordShownRound(ctx, target, votes, record.revealedAt);
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
    await saveVote(ctx.tx, {
      roomId: room.id,
      roundKey: key,
      userId: actor.userId,
      value,
      round: target.roundNumber,
      at: stamp,
    });
  }
  ctx.touch();

  if (target.isShow) {
    // After the reveal a changed vote is public, and the average follows it.
    await changeShownVote(ctx, target, actor, value);
    return;
  }

  ctx.emitSecret(
    { type: 'vote.changed', taskId, userId: actor.userId, voted: value !== null, value },
    actor.userId,
  );

  if (room.autoReveal && (await everySeatedPlayerVoted(ctx, key))) await reveal(ctx, target);
}

/**
 * Whether every player at the table has voted: no one who may vote and has not is in the room.
 * Presence is asked last and only about those still to vote, so most votes never ask it.
 */
async function everySeatedPlayerVoted(ctx: CommandContext, roundKey: string): Promise<boolean> {
  const members = await listMembers(ctx.tx, ctx.room.id);
  const voters = new Set((await listVotes(ctx.tx, ctx.room.id, roundKey)).map((vote) => vote.userId));
  const seated = members.filter((member) => canVote(member.roles));
  if (!seated.some((member) => voters.has(member.userId))) return false;
  const toVote = seated.filter((member) => !voters.has(member.userId)).map((member) => member.userId);
  return !(await ctx.anyPresent(toVote));
}

export const roundHandlers = {
  'vote.cast': {
    policy: 'player',
    refusal: 'Observers watch the table. Sit down as a player to vote',
    hot: true,
    together: true,
    run: (ctx, command, actor) => castVote(ctx, actor, command.taskId, command.value),
  },
  'round.reveal': {
    policy: 'manager',
    keepsMembers: true,
    run: (ctx, command) => revealRound(ctx, command.taskId),
  },
  'round.reset': {
    policy: 'manager',
    keepsMembers: true,
    run: (ctx, command) => resetRound(ctx, command.taskId),
  },
} satisfies Partial<RoomHandlerTable>;
