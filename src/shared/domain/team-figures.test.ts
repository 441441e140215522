import { describe, expect, it } from 'vitest';
import { estimateFigures, spreadOf, weekOf } from './team-figures';

const FIB = ['0', '1', '2', '3', '5', '8', '13', '?', '☕'];

describe('team figures', () => {
  it('groups by the Monday of the week, in UTC', () => {
    expect(weekOf('2026-11-29T23:30:00.000Z')).toBe('2026-11-23'); // a Sunday
    expect(weekOf('2026-11-30T00:00:00.000Z')).toBe('2026-11-30'); // the next Monday
    expect(weekOf('2026-12-02T10:00:00.000Z')).toBe('2026-11-30');
  });

  it('measures a reveal’s spread in cards of the deck, leaving ? and ☕ out', () => {
    expect(spreadOf(FIB, ['3', '5', '5'])).toBe(1);
    expect(spreadOf(FIB, ['1', '13', '?'])).toBe(5);
    expect(spreadOf(FIB, ['?', '☕'])).toBeNull();
    expect(spreadOf(FIB, ['40'])).toBeNull();
  });

  it('counts each task once, in the week of its first reveal', () => {
    const weeks = estimateFigures([
      // Agreed at once: 3 and 5 are next to each other.
      {
        deck: FIB,
        sprint: null,
        finalEstimate: '5',
        rounds: [{ round: 1, revealedAt: '2026-11-24T10:00:00Z', values: ['3', '5'] }],
      },
      // Far apart, voted again the next week, agreed then: counted in the first week.
      {
        deck: FIB,
        sprint: null,
        finalEstimate: '8',
        rounds: [
          { round: 2, revealedAt: '2026-12-01T10:00:00Z', values: ['8', '8'] },
          { round: 1, revealedAt: '2026-11-26T10:00:00Z', values: ['2', '13'] },
        ],
      },
      // Only unsure cards: not judged, and no estimate given.
      {
        deck: FIB,
        sprint: null,
        finalEstimate: null,
        rounds: [{ round: 1, revealedAt: '2026-12-02T10:00:00Z', values: ['?'] }],
      },
      // T-shirt sizes: no points, but a spread.
      {
        deck: ['S', 'M', 'L'],
        sprint: null,
        finalEstimate: 'M',
        rounds: [{ round: 1, revealedAt: '2026-12-03T10:00:00Z', values: ['S', 'M'] }],
      },
      { deck: FIB, sprint: null, finalEstimate: null, rounds: [] },
    ]);
    expect(weeks).toEqual([
      {
        week: '2026-11-23',
        sprint: null,
        tasks: 2,
        estimated: 2,
        points: 13,
        agreedFirst: 1,
        judged: 2,
        revoted: 1,
        averageSpread: 2.5,
      },
      {
        week: '2026-11-30',
        sprint: null,
        tasks: 2,
        estimated: 1,
        points: 0,
        agreedFirst: 1,
        judged: 1,
        revoted: 0,
        averageSpread: 1,
      },
    ]);
  });

  it('groups the tasks of a Jira sprint together, whatever week they were revealed in', () => {
    const task = (sprint: string | null, revealedAt: string, values: string[]) => ({
      deck: FIB,
      sprint,
      finalEstimate: values[0]!,
      rounds: [{ round: 1, revealedAt, values }],
    });
    const rows = estimateFigures([
      task('APP Sprint 8', '2026-12-01T10:00:00Z', ['5', '5']),
      task(null, '2026-11-25T10:00:00Z', ['1', '2']),
      task('APP Sprint 7', '2026-11-24T10:00:00Z', ['3', '13']),
      task('APP Sprint 7', '2026-12-02T10:00:00Z', ['8', '8']),
    ]);
    expect(rows.map(({ week, sprint, tasks, points }) => ({ week, sprint, tasks, points }))).toEqual([
      { week: '2026-11-23', sprint: null, tasks: 1, points: 1 },
      { week: '2026-11-23', sprint: 'APP Sprint 7', tasks: 2, points: 11 },
      { week: '2026-11-30', sprint: 'APP Sprint 8', tasks: 1, points: 5 },
    ]);
  });
});
