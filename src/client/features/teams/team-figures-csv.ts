import type { TeamFigures } from '../../../shared/api/teams';
import { toCsv } from '../../lib/csv';

/** The column names, in the reader's language. */
export interface FiguresHeadings {
  week: string;
  sprint: string;
  tasks: string;
  estimated: string;
  points: string;
  agreed: string;
  revoted: string;
  spread: string;
  retro: string;
  opened: string;
  done: string;
  overdue: string;
}

/** The same figures the team page shows, as one CSV: the sprints and weeks, a blank row, then the retros. */
export function teamFiguresCsv(figures: TeamFigures, headings: FiguresHeadings): string {
  const weeks = figures.weeks.map((week) => [
    week.week,
    week.sprint ?? '',
    week.tasks,
    week.estimated,
    week.points,
    week.agreedFirst,
    week.revoted,
    week.averageSpread ?? '',
  ]);
  const retros = figures.retros.map((retro) => [retro.name, retro.opened, retro.done, retro.overdue]);
  const { week, sprint, tasks, estimated, points, agreed, revoted, spread } = headings;
  return toCsv([
    [week, sprint, tasks, estimated, points, agreed, revoted, spread],
    ...weeks,
    [],
    [headings.retro, headings.opened, headings.done, headings.overdue],
    ...retros,
  ]);
}
