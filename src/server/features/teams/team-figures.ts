import {
  estimateFigures,
  type EstimatedTask,
  type RetroActionFigures,
  type WeekFigures,
} from '../../../shared/domain/team-figures';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { storedJson } from '../../lib/stored-json';

/** How far back the team page looks: a quarter of weekly sprints. */
export const FIGURES_WEEKS = 12;
/** The retros whose actions are counted, newest first. */
const FIGURES_RETROS = 12;
const DAY_MS = 86_400_000;

const deckOf = storedJson((value) => {
  const values = (value as { values?: unknown }).values;
  return Array.isArray(values) ? values.filter((card): card is string => typeof card === 'string') : [];
});
/** The cards of a recorded round (RecordedVote[] as stored). */
const shownValues = (votes: string): string[] =>
  (JSON.parse(votes) as { value: string }[]).map((vote) => vote.value);

type Db = Kysely<Database>;

/** Every task of the team's rooms first revealed in the last FIGURES_WEEKS weeks, with its rounds. */
async function teamTasks(db: Db, teamId: string, since: string): Promise<EstimatedTask[]> {
  const rows = await db
    .selectFrom('round_record as rr')
    .innerJoin('room as r', 'r.id', 'rr.roomId')
    .innerJoin('task as t', (join) =>
      join.onRef('t.id', '=', 'rr.roundKey').onRef('t.roomId', '=', 'rr.roomId'),
    )
    .select([
      't.id',
      'r.votingSystem',
      't.finalEstimate',
      't.jiraSprint',
      'rr.round',
      'rr.revealedAt',
      'rr.votes',
    ])
    .where('r.teamId', '=', teamId)
    .where('rr.revealedAt', '>=', since)
    .execute();
  const tasks = new Map<string, EstimatedTask & { rounds: EstimatedTask['rounds'][number][] }>();
  for (const row of rows) {
    const task = tasks.get(row.id) ?? {
      deck: deckOf(row.votingSystem),
      sprint: row.jiraSprint,
      finalEstimate: row.finalEstimate,
      rounds: [],
    };
    task.rounds.push({ round: row.round, revealedAt: row.revealedAt, values: shownValues(row.votes) });
    tasks.set(row.id, task);
  }
  return [...tasks.values()];
}

/** What became of the actions of the team's latest retros, newest first. */
async function retroActions(db: Db, teamId: string, now: Date): Promise<RetroActionFigures[]> {
  const today = now.toISOString().slice(0, 10);
  const retros = await db
    .selectFrom('retro as r')
    .leftJoin('retro_action as a', 'a.retroId', 'r.id')
    .select(['r.id', 'r.name', 'r.createAt', 'a.id as actionId', 'a.done', 'a.dueDate'])
    .where('r.teamId', '=', teamId)
    .execute();
  const byRetro = new Map<string, RetroActionFigures>();
  for (const row of retros) {
    const figures = byRetro.get(row.id) ?? {
      retroId: row.id,
      name: row.name,
      createAt: row.createAt,
      opened: 0,
      done: 0,
      overdue: 0,
    };
    if (row.actionId) {
      figures.opened += 1;
      if (row.done) figures.done += 1;
      else if (row.dueDate !== null && row.dueDate < today) figures.overdue += 1;
    }
    byRetro.set(row.id, figures);
  }
  return [...byRetro.values()]
    .sort((a, b) => b.createAt.localeCompare(a.createAt) || a.retroId.localeCompare(b.retroId))
    .slice(0, FIGURES_RETROS);
}

/**
 * The team's figures over time: estimating sprint by sprint (for tasks imported from a Jira sprint)
 * or week by week, and what came of each retro's actions.
 */
export async function teamFigures(
  db: Db,
  teamId: string,
  now = new Date(),
): Promise<{ weeks: WeekFigures[]; retros: RetroActionFigures[] }> {
  const since = new Date(now.getTime() - FIGURES_WEEKS * 7 * DAY_MS).toISOString();
  return {
    weeks: estimateFigures(await teamTasks(db, teamId, since)),
    retros: await retroActions(db, teamId, now),
  };
}
