import { cardNumber, UNSURE_CARDS } from './average';

/** One revealed round of a task: its number and the cards shown. */
export interface RevealedRound {
  round: number;
  revealedAt: string;
  values: readonly string[];
}

/** A task of one of the team's rooms, with its deck and every round revealed for it. */
export interface EstimatedTask {
  deck: readonly string[];
  /** The Jira sprint it was imported with, if any. */
  sprint: string | null;
  finalEstimate: string | null;
  rounds: readonly RevealedRound[];
}

/**
 * How the team estimated in one Jira sprint, or else in one week (Monday, UTC), counted over the
 * tasks of the sprint, or those of no sprint first revealed in the week.
 */
export interface WeekFigures {
  /** The week, or for a sprint the week its first task was first revealed in: the order of rows. */
  week: string;
  sprint: string | null;
  /** Tasks revealed for the first time this week. */
  tasks: number;
  /** Of those, the ones given a final estimate. */
  estimated: number;
  /** The final estimates that are numbers, added up. */
  points: number;
  /** Tasks whose first reveal already agreed (every card the same or next to each other). */
  agreedFirst: number;
  /** Tasks whose first reveal could be judged: at least one card of the deck other than ? and ☕. */
  judged: number;
  /** Tasks that took more than one round. */
  revoted: number;
  /** The average distance, in cards of the deck, between the lowest and highest card of a first reveal. */
  averageSpread: number | null;
}

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week a moment falls in, as YYYY-MM-DD. */
export function weekOf(iso: string): string {
  const day = new Date(iso);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - sinceMonday * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** How many cards apart the lowest and highest card shown are, or null with none to compare. */
export function spreadOf(deck: readonly string[], values: readonly string[]): number | null {
  const places = values
    .filter((value) => !UNSURE_CARDS.includes(value))
    .map((value) => deck.indexOf(value))
    .filter((place) => place !== -1);
  if (places.length === 0) return null;
  return Math.max(...places) - Math.min(...places);
}

/** Sprint by sprint or week by week, oldest first: what the team's estimating looked like (team page, CSV). */
export function estimateFigures(tasks: readonly EstimatedTask[]): WeekFigures[] {
  const weeks = new Map<string, WeekFigures & { spreads: number[] }>();
  for (const task of tasks) {
    const first = task.rounds.reduce<RevealedRound | null>(
      (earliest, round) => (!earliest || round.round < earliest.round ? round : earliest),
      null,
    );
    if (!first) continue;
    const week = weekOf(first.revealedAt);
    const key = task.sprint === null ? `week ${week}` : `sprint ${task.sprint}`;
    const figures = weeks.get(key) ?? {
      week,
      sprint: task.sprint,
      tasks: 0,
      estimated: 0,
      points: 0,
      agreedFirst: 0,
      judged: 0,
      revoted: 0,
      averageSpread: null,
      spreads: [],
    };
    figures.tasks += 1;
    if (task.finalEstimate !== null) {
      figures.estimated += 1;
      figures.points += cardNumber(task.finalEstimate) ?? 0;
    }
    if (new Set(task.rounds.map((round) => round.round)).size > 1) figures.revoted += 1;
    const spread = spreadOf(task.deck, first.values);
    if (spread !== null) {
      figures.judged += 1;
      figures.spreads.push(spread);
      if (spread <= 1) figures.agreedFirst += 1;
    }
    if (week < figures.week) figures.week = week;
    weeks.set(key, figures);
  }
  return [...weeks.values()]
    .sort((a, b) => a.week.localeCompare(b.week) || (a.sprint ?? '').localeCompare(b.sprint ?? ''))
    .map(({ spreads, ...figures }) => ({
      ...figures,
      points: Math.round(figures.points * 10) / 10,
      averageSpread:
        spreads.length > 0
          ? Math.round((spreads.reduce((sum, spread) => sum + spread, 0) / spreads.length) * 10) / 10
          : null,
    }));
}

/** What became of one retro's action items. */
export interface RetroActionFigures {
  retroId: string;
  name: string;
  createAt: string;
  opened: number;
  done: number;
  /** Not done, and due before today. */
  overdue: number;
}
