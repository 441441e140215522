import type { NewTask, newTaskSchema } from '../../../../shared/protocol/room-protocol';
import type { MemberView, RoundView, TaskView } from '../../../../shared/protocol/room-view';
import { toCsv } from '../../../lib/csv';
import { voterName } from './room-selectors';

const DELIMITERS = [',', ';', '\t'] as const;

/** Spreadsheets in many locales (Ukrainian among them) save with ; instead of ,: the first line tells. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0]?.replace(/"[^"]*"/g, '') ?? '';
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? ',' : (DELIMITERS[counts.indexOf(best)] ?? ',');
}

/** RFC 4180: quoted fields, quotes doubled, line breaks allowed inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(source);
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const HEADER_TITLES = new Set(['title', 'name', 'summary', 'task', 'назва', 'задача']);

export interface CsvImport {
  tasks: NewTask[];
  /** 1-based line numbers of rows that were left out, with the reason. */
  skipped: { line: number; reason: string }[];
}

/**
 * Columns title[, description[, link]]; a header row naming the title column is optional. With a
 * header, description, link and the final estimate are found by name and only task rows are read,
 * so a file this app exported comes back in as its tasks, estimated as they were.
 */
export function tasksFromCsv(text: string, schema: typeof newTaskSchema): CsvImport {
  const rows = parseCsv(text);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const start = HEADER_TITLES.has(header[0] ?? '') ? 1 : 0;
  // With a header every column is found by its name; without one, by its place.
  const column = (names: string[], place: number) =>
    start === 0 ? place : (names.map((name) => header.indexOf(name)).find((at) => at >= 0) ?? -1);
  const [descriptionAt, linkAt, kindAt] = [
    column(['description'], 1),
    column(['link'], 2),
    column(['row'], -1),
  ];
  const estimateAt = column(['final estimate', 'estimate'], -1);
  const result: CsvImport = { tasks: [], skipped: [] };
  rows.slice(start).forEach((row, index) => {
    const cells = row.map((cell) => cell.trim());
    if (kindAt >= 0 && cells[kindAt] !== CSV_ROW_KINDS.task) return;
    const [title, description, link] = [cells[0] ?? '', cells[descriptionAt] ?? '', cells[linkAt] ?? ''];
    const finalEstimate = cells[estimateAt] || null;
    const parsed = schema.safeParse({ title, description, link, finalEstimate });
    if (parsed.success) {
      result.tasks.push({
        title: parsed.data.title,
        description: parsed.data.description,
        link: parsed.data.link,
        finalEstimate: parsed.data.finalEstimate,
      });
    } else {
      result.skipped.push({ line: start + index + 1, reason: parsed.error.issues[0]?.message ?? 'invalid' });
    }
  });
  return result;
}

export const CSV_EXPORT_HEADER = [
  'title',
  'row',
  'round',
  'person',
  'vote',
  'round average',
  'revealed at',
  'final estimate',
  'estimate round',
  'description',
  'link',
] as const;

/** What the "row" column says: a task's summary, or one person's vote in one revealed round. */
export const CSV_ROW_KINDS = { task: 'task', vote: 'vote' } as const;

export function revealedRounds(task: TaskView): RoundView[] {
  return task.round.isShow ? [...task.pastRounds, task.round] : task.pastRounds;
}

/**
 * Per task, a summary row (final estimate and the round it was given after), then one row per
 * person per revealed round, so a spreadsheet can filter either. Someone who has left keeps the
 * name they had at the reveal; a deleted account is a former member.
 */
export function tasksToCsv(
  tasks: readonly TaskView[],
  members: readonly MemberView[],
  formerMember = 'former member',
): string {
  const names = new Map(members.map((member) => [member.userId, member.displayName]));
  const rows = tasks.flatMap((task) => [
    [
      task.title,
      CSV_ROW_KINDS.task,
      '',
      '',
      '',
      '',
      '',
      task.finalEstimate ?? '',
      task.finalEstimate === null ? '' : String(task.finalEstimateRound ?? ''),
      task.description,
      task.link,
    ],
    ...revealedRounds(task).flatMap((round) =>
      round.votes
        .filter((vote) => vote.value !== null)
        .map((vote) => [
          task.title,
          CSV_ROW_KINDS.vote,
          String(round.round),
          voterName(vote, names, formerMember),
          vote.value ?? '',
          round.averageResult === null ? '' : String(round.averageResult),
          round.revealedAt ?? '',
          '',
          '',
          '',
          '',
        ]),
    ),
  ]);
  return toCsv([[...CSV_EXPORT_HEADER], ...rows]);
}
