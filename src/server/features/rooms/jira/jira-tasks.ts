import { chunk } from '../../../../shared/domain/chunk';
import { MAX_TASKS_PER_COMMAND, TASK_TITLE_MAX_LENGTH } from '../../../../shared/protocol/room-view';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { LiveEngine } from '../../../live/engine';
import { isRoomRefusal } from '../room-errors';
import type { RoomKindTypes } from '../room-live';
import { listTasks } from '../room-store';
import type { JiraSendResult } from '../../../../shared/api/jira';
import { writePoints, type FoundIssue } from './jira-api';
import type { JiraHttp } from './jira-http';
import type { PointsFields } from './jira-points';
import { JiraError } from './jira-errors';

/** The room's tasks for these issues: new keys are added, keys already there are updated. */
export async function importIssues(
  deps: { db: Db; engine: LiveEngine<RoomKindTypes> },
  { roomId, userId }: { roomId: string; userId: string },
  issues: FoundIssue[],
  site: string,
) {
  const byKey = new Map(
    (await listTasks(deps.db.kysely, roomId))
      .filter((task) => task.externalKey)
      .map((task) => [task.externalKey, task]),
  );
  const input = (issue: FoundIssue) => ({
    title: `${issue.key} ${issue.summary}`.slice(0, TASK_TITLE_MAX_LENGTH),
    description: '',
    link: `${site}/browse/${issue.key}`,
    externalKey: issue.key,
    // Points already agreed in Jira come in as the task's estimate.
    finalEstimate: issue.points === null ? null : String(issue.points),
  });
  const fresh = issues.filter((issue) => !byKey.has(issue.key));
  const run = async (command: Parameters<typeof deps.engine.execute>[1]) => {
    try {
      await deps.engine.execute(userId, command);
    } catch (error) {
      if (isRoomRefusal(error)) throw new HttpError(409, error.code, error.message);
      throw error;
    }
  };
  for (const part of chunk(fresh, MAX_TASKS_PER_COMMAND)) {
    await run({ type: 'task.add', roomId, tasks: part.map(input), imported: true });
  }
  const known = issues.filter((issue) => byKey.has(issue.key));
  for (const issue of known) {
    const { title, link } = input(issue);
    // The description people wrote in the room is theirs: only the title and link follow Jira.
    await run({ type: 'task.update', roomId, taskId: byKey.get(issue.key)!.id, patch: { title, link } });
  }
  // A task already here without an estimate takes the points agreed in Jira meanwhile.
  for (const issue of known) {
    const task = byKey.get(issue.key);
    if (task && issue.points !== null && task.finalEstimate === null) {
      await run({ type: 'task.estimate', roomId, taskId: task.id, estimate: String(issue.points) });
    }
  }
  return { added: fresh.length, updated: known.length };
}

/** Jira's refusal of a write-back, said so a facilitator knows what to do. */
export function sendFailure(error: unknown, fieldId: string): string {
  if (!(error instanceof JiraError)) throw error;
  if (error.failure === 'REJECTED' && error.fieldErrors[fieldId]) {
    return `Jira will not set the story points: the field is not on this issue's edit screen. Add it to the screen in the project settings, then send again. (${error.fieldErrors[fieldId]})`;
  }
  if (error.failure === 'NOT_FOUND')
    return `The issue is gone from Jira, or this account cannot see it. (${error.message})`;
  if (error.failure === 'NO_PERMISSION')
    return `This Jira account may not edit the issue. (${error.message})`;
  return error.message;
}

/**
 * Sends each task's agreed estimate to its issue's points field, one by one, so one refusal does
 * not stop the rest; each task gets its outcome, and the reason when it was not sent.
 */
export async function sendEstimates(
  http: JiraHttp,
  tasks: { id: string; externalKey: string | null; finalEstimate: string | null }[],
  points: PointsFields,
): Promise<JiraSendResult['results']> {
  await points.learn(tasks.map((task) => task.externalKey!));
  const results: JiraSendResult['results'] = [];
  for (const task of tasks) {
    const key = task.externalKey!;
    const estimate = task.finalEstimate ?? '';
    const value = Number(estimate);
    const fieldId = points.of(key);
    const outcome = (result: Pick<JiraSendResult['results'][number], 'outcome' | 'reason'>) =>
      results.push({ taskId: task.id, key, ...result });
    if (!Number.isFinite(value) || estimate.trim() === '') {
      outcome({ outcome: 'skipped', reason: `“${estimate}” is not a number of points, so it is not sent` });
    } else if (!fieldId && points.unreadable(key)) {
      outcome({ outcome: 'failed', reason: sendFailure(points.unreadable(key), '') });
    } else if (!fieldId) {
      outcome({
        outcome: 'failed',
        reason:
          'This issue has no story-points field on its edit screen. Add one to the screen in the project settings, or choose the field in the Jira dialog',
      });
    } else {
      try {
        await writePoints(http, key, fieldId, value);
        outcome({ outcome: 'sent', reason: null });
      } catch (error) {
        outcome({ outcome: 'failed', reason: sendFailure(error, fieldId) });
      }
    }
  }
  return results;
}
