import { chunk } from '../../../../shared/domain/chunk';
import { MAX_TASKS_PER_COMMAND, TASK_TITLE_MAX_LENGTH } from '../../../../shared/protocol/room-view';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { LiveEngine } from '../../../live/engine';
import { isRoomRefusal } from '../room-errors';
import type { RoomKindTypes } from '../room-live';
import type { TaskRecord } from '../room-records';
import { listTasks } from '../room-store';
import type { JiraSendResult } from '../../../../shared/api/jira';
import { searchIssues, writePoints, type FoundIssue } from './jira-api';
import type { JiraHttp } from './jira-http';
import type { PointsFields } from './jira-points';
import { JiraError } from './jira-errors';

const pointsText = (points: number | null) => (points === null ? null : String(points));

/** What Jira holds for these issues now, as far as the room knows (TaskTable.externalEstimate). */
async function rememberJiraPoints(db: Db, roomId: string, points: ReadonlyMap<string, string | null>) {
  for (const [key, value] of points) {
    await db.kysely
      .updateTable('task')
      .set({ externalEstimate: value })
      .where('roomId', '=', roomId)
      .where('externalKey', '=', key)
      .execute();
  }
}

/**
 * The room's tasks for these issues: new keys are added, keys already there are updated. Points
 * agreed in Jira come in as the estimate, and follow Jira on the next import as long as nobody
 * agreed another estimate here.
 */
export async function importIssues(
  deps: { db: Db; engine: LiveEngine<RoomKindTypes> },
  { roomId, userId }: { roomId: string; userId: string },
  issues: FoundIssue[],
  site: string,
  sprint: string | null = null,
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
    finalEstimate: pointsText(issue.points),
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
  const fromJira = new Map<string, string | null>();
  for (const part of chunk(fresh, MAX_TASKS_PER_COMMAND)) {
    await run({ type: 'task.add', roomId, tasks: part.map(input), imported: true });
    for (const issue of part) fromJira.set(issue.key, pointsText(issue.points));
  }
  const known = issues.filter((issue) => byKey.has(issue.key));
  for (const issue of known) {
    const task = byKey.get(issue.key)!;
    const { title, link, finalEstimate } = input(issue);
    // The description people wrote in the room is theirs: only the title and link follow Jira.
    await run({ type: 'task.update', roomId, taskId: task.id, patch: { title, link } });
    const followsJira = task.finalEstimate === null || task.finalEstimate === task.externalEstimate;
    if (followsJira && finalEstimate !== task.finalEstimate) {
      await run({ type: 'task.estimate', roomId, taskId: task.id, estimate: finalEstimate });
      fromJira.set(issue.key, finalEstimate);
    }
  }
  await rememberJiraPoints(deps.db, roomId, fromJira);
  if (sprint !== null && issues.length > 0) {
    await deps.db.kysely
      .updateTable('task')
      .set({ jiraSprint: sprint })
      .where('roomId', '=', roomId)
      .where(
        'externalKey',
        'in',
        issues.map((issue) => issue.key),
      )
      .execute();
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

/** Issue keys as Jira makes them: safe to name in a JQL list. */
const ISSUE_KEY = /^[A-Z][A-Z0-9_]*-\d+$/;
const KEYS_PER_SEARCH = 100;

/** The points each issue holds in Jira right now, read in a few searches before anything is written. */
async function pointsNow(
  http: JiraHttp,
  keys: string[],
  points: PointsFields,
): Promise<Map<string, number | null>> {
  const now = new Map<string, number | null>();
  for (const part of chunk(
    keys.filter((key) => ISSUE_KEY.test(key)),
    KEYS_PER_SEARCH,
  )) {
    const { issues } = await searchIssues(http, `key in (${part.join(',')})`, points, part.length);
    for (const issue of issues) now.set(issue.key, issue.points);
  }
  return now;
}

/**
 * Sends each estimate agreed here to its issue's points field, one by one, so one refusal does not
 * stop the rest. Jira is read first: an estimate that only came from Jira, or that Jira already
 * holds, is not written, so a change made in Jira since the import is never overwritten. Each
 * task gets its outcome, and the reason when it was not sent.
 */
export async function sendEstimates(
  deps: { db: Db; http: JiraHttp; points: PointsFields },
  roomId: string,
  tasks: Pick<TaskRecord, 'id' | 'externalKey' | 'finalEstimate' | 'externalEstimate'>[],
): Promise<JiraSendResult['results']> {
  const { http, points } = deps;
  const keys = tasks.map((task) => task.externalKey!);
  await points.learn(keys);
  const now = await pointsNow(http, keys, points);
  const results: JiraSendResult['results'] = [];
  const inJira = new Map<string, string>();
  for (const task of tasks) {
    const key = task.externalKey!;
    const estimate = task.finalEstimate ?? '';
    const value = Number(estimate);
    const fieldId = points.of(key);
    const held = now.get(key);
    const outcome = (result: Pick<JiraSendResult['results'][number], 'outcome' | 'reason'>) =>
      results.push({ taskId: task.id, key, ...result });
    if (!Number.isFinite(value) || estimate.trim() === '') {
      outcome({ outcome: 'skipped', reason: `“${estimate}” is not a number of points, so it is not sent` });
    } else if (held === value) {
      outcome({ outcome: 'skipped', reason: `Jira already holds ${estimate}` });
      inJira.set(key, estimate);
    } else if (task.finalEstimate === task.externalEstimate) {
      outcome({
        outcome: 'skipped',
        reason: `${estimate} came from Jira and was not changed here, so Jira keeps ${held ?? 'no points'}`,
      });
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
        inJira.set(key, estimate);
      } catch (error) {
        outcome({ outcome: 'failed', reason: sendFailure(error, fieldId) });
      }
    }
  }
  await rememberJiraPoints(deps.db, roomId, inJira);
  return results;
}
