import { nanoid } from 'nanoid';
import type { NewTask, TaskInput } from '../../../shared/protocol/room-protocol';
import { MAX_TASKS_PER_ROOM, type TaskMeta } from '../../../shared/protocol/room-view';
import { newTaskSchema } from '../../../shared/protocol/room-protocol';
import { refuse } from './room-errors';
import type { CommandContext, RoomHandlerTable } from './room-live';
import { roundKeyOf } from './room-records';
import { findTask, latestRecordedRound, listTasks } from './room-store';
import { toTaskMeta } from './room-views';

const TASK_ID_LENGTH = 12;

function emitTasks(ctx: CommandContext, upserted: TaskMeta[], removed: string[] = []) {
  ctx.emit({ kind: 'room' }, { type: 'tasks.changed', upserted, removed });
}

async function requireTask(ctx: CommandContext, taskId: string) {
  const task = await findTask(ctx.tx, ctx.room.id, taskId);
  if (!task) throw refuse('NOT_FOUND', 'This task no longer exists');
  return task;
}

async function addTasks(ctx: CommandContext, inputs: readonly NewTask[], imported: boolean): Promise<void> {
  const existing = await listTasks(ctx.tx, ctx.room.id);
  if (existing.length + inputs.length > MAX_TASKS_PER_ROOM) {
    throw refuse('LIMIT_REACHED', `A room holds at most ${MAX_TASKS_PER_ROOM} tasks`);
  }
  const stamp = ctx.now.toISOString();
  let position = existing.reduce((max, task) => Math.max(max, task.position), 0);
  const rows = inputs.map((input) => {
    const { finalEstimate, ...fields } = newTaskSchema.parse(input);
    position += 1;
    return {
      id: nanoid(TASK_ID_LENGTH),
      roomId: ctx.room.id,
      ...fields,
      position,
      importDate: imported ? stamp : null,
      isShow: false,
      roundNumber: 1,
      averageResult: null,
      // Agreed before it came in (an exported room imported again): no round of this room led to it.
      finalEstimate: finalEstimate || null,
      finalEstimateRound: null,
      externalEstimate: null,
      createAt: stamp,
      updatedAt: stamp,
    };
  });
  await ctx.tx.insertInto('task').values(rows).execute();
  emitTasks(
    ctx,
    rows.map((row) => toTaskMeta({ ...row, isShow: false })),
  );
}

async function updateTask(ctx: CommandContext, taskId: string, patch: Partial<TaskInput>): Promise<void> {
  const task = await requireTask(ctx, taskId);
  const updated = { ...task, ...patch, updatedAt: ctx.now.toISOString() };
  await ctx.tx
    .updateTable('task')
    .set({ ...patch, updatedAt: updated.updatedAt })
    .where('id', '=', taskId)
    .execute();
  emitTasks(ctx, [toTaskMeta(updated)]);
}

async function deleteTask(ctx: CommandContext, taskId: string): Promise<void> {
  await requireTask(ctx, taskId);
  await ctx.tx.deleteFrom('vote').where('roomId', '=', ctx.room.id).where('roundKey', '=', taskId).execute();
  await ctx.tx
    .deleteFrom('round_record')
    .where('roomId', '=', ctx.room.id)
    .where('roundKey', '=', taskId)
    .execute();
  await ctx.tx.deleteFrom('task').where('id', '=', taskId).execute();
  emitTasks(ctx, [], [taskId]);
  if (ctx.room.selectTaskId === taskId) selectTaskUnchecked(ctx, null);
}

async function reorderTasks(ctx: CommandContext, taskIds: readonly string[]): Promise<void> {
  const tasks = await listTasks(ctx.tx, ctx.room.id);
  const known = new Set(tasks.map((task) => task.id));
  if (
    taskIds.length !== known.size ||
    new Set(taskIds).size !== taskIds.length ||
    !taskIds.every((id) => known.has(id))
  ) {
    throw refuse('BAD_REQUEST', 'The task list changed meanwhile. Try again with the current list');
  }
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const moved: TaskMeta[] = [];
  for (const [index, id] of taskIds.entries()) {
    const task = byId.get(id);
    const position = index + 1;
    if (!task || task.position === position) continue;
    await ctx.tx.updateTable('task').set({ position }).where('id', '=', id).execute();
    moved.push(toTaskMeta({ ...task, position }));
  }
  if (moved.length > 0) emitTasks(ctx, moved);
}

/** A new task on the table starts with a fresh countdown: the last task's time is not its time. */
function selectTaskUnchecked(ctx: CommandContext, taskId: string | null) {
  const { timer } = ctx.room;
  const countdownUsed = timer.endsAt !== null || timer.pausedRemainingMs !== null;
  const patch =
    taskId !== null && countdownUsed
      ? { selectTaskId: taskId, timer: { ...timer, endsAt: null, pausedRemainingMs: null } }
      : { selectTaskId: taskId };
  ctx.patchRoom(patch);
  ctx.emit({ kind: 'room' }, { type: 'room.patched', patch });
}

async function selectTask(ctx: CommandContext, taskId: string | null): Promise<void> {
  if (taskId !== null) await requireTask(ctx, taskId);
  if (ctx.room.selectTaskId !== taskId) selectTaskUnchecked(ctx, taskId);
}

async function estimateTask(ctx: CommandContext, taskId: string, estimate: string | null): Promise<void> {
  const task = await requireTask(ctx, taskId);
  const finalEstimate = estimate === '' || estimate === null ? null : estimate;
  const finalEstimateRound =
    finalEstimate === null ? null : await latestRecordedRound(ctx.tx, ctx.room.id, roundKeyOf(taskId));
  await ctx.tx
    .updateTable('task')
    .set({ finalEstimate, finalEstimateRound, updatedAt: ctx.now.toISOString() })
    .where('id', '=', taskId)
    .execute();
  emitTasks(ctx, [toTaskMeta({ ...task, finalEstimate, finalEstimateRound })]);
}

export const taskHandlers = {
  'task.add': { policy: 'manager', run: (ctx, command) => addTasks(ctx, command.tasks, command.imported) },
  'task.update': { policy: 'manager', run: (ctx, command) => updateTask(ctx, command.taskId, command.patch) },
  'task.delete': { policy: 'manager', run: (ctx, command) => deleteTask(ctx, command.taskId) },
  'task.reorder': { policy: 'manager', run: (ctx, command) => reorderTasks(ctx, command.taskIds) },
  // The next task and an agreed estimate leave the table as it was: its votes after them still
  // start from the room as remembered, and still go together.
  'task.select': {
    policy: 'manager',
    keepsMembers: true,
    run: (ctx, command) => selectTask(ctx, command.taskId),
  },
  'task.estimate': {
    policy: 'manager',
    keepsMembers: true,
    run: (ctx, command) => estimateTask(ctx, command.taskId, command.estimate),
  },
} satisfies Partial<RoomHandlerTable>;
