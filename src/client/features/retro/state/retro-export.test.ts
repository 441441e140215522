// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { retroFixture } from './retro-fixtures';
import { retroCsv, retroMarkdown } from './retro-export';

const labels = { actions: 'Action items', notes: 'Note', owner: 'Owner', due: 'Due', votes: 'Dots' };
const card = (id: string, columnId: string, text: string, groupId: string | null = null) => ({
  id,
  columnId,
  text,
  groupId,
  authorId: null,
  authorName: null,
});

const done = retroFixture({
  phase: 'done',
  cards: [
    card('k1', 'c1', 'Fast deploys', 'g1'),
    card('k2', 'c1', 'Green builds', 'g1'),
    card('k3', 'c2', '=cmd|x'),
  ],
  groups: [{ id: 'g1', columnId: 'c1', title: 'CI' }],
  votes: { mine: {}, totals: { g1: 4, k3: 1 } },
  notes: [
    {
      id: 'n1',
      itemId: 'k3',
      text: 'Found in a CSV',
      authorName: 'Ann',
      createAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  actions: [
    {
      id: 'a1',
      retroId: 'retro-1',
      itemId: 'g1',
      text: 'Cache dependencies',
      ownerUserId: 'bob',
      ownerName: 'Bob',
      dueDate: '2026-02-01',
      done: false,
      createAt: '2026-01-01T00:00:00.000Z',
    },
  ],
});

describe('retro export', () => {
  it('writes the columns, groups, dots, notes and actions as Markdown', () => {
    expect(retroMarkdown(done, labels)).toBe(
      [
        '# Sprint 12',
        '',
        '## Went well',
        '',
        '- **CI** (Dots: 4)',
        '  - Fast deploys',
        '  - Green builds',
        '',
        '## To improve',
        '',
        '- =cmd|x (Dots: 1)',
        '  > Note: Found in a CSV',
        '',
        '## Action items',
        '',
        '- [ ] Cache dependencies (Owner: Bob, Due: 2026-02-01)',
        '',
      ].join('\n'),
    );
  });

  it('writes a CSV a spreadsheet cannot run formulas from', () => {
    const csv = retroCsv({ ...done, cards: [...done.cards, card('k4', 'c2', "Slow\r=cmd|' /C calc'!A0")] });
    // Rows as a spreadsheet splits them, at any line break outside quotes.
    const lines = csv.match(/(?:"(?:[^"]|"")*"|[^\r\n"])+/g) ?? [];
    expect(lines[0]).toBe('kind,column,group,text,votes,owner,due,done');
    expect(lines).toContain("card,To improve,,'=cmd|x,1,,,");
    expect(lines).toContain(`card,To improve,,"Slow\r=cmd|' /C calc'!A0",0,,,`);
    expect(lines.filter((line) => /^[=+\-@]/.test(line))).toEqual([]);
    expect(lines).toContain('action,,,Cache dependencies,,Bob,2026-02-01,no');
  });

  it('gives a group its dots once, so the votes column sums to the dots given', () => {
    const rows = retroCsv(done)
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const votes = rows.slice(1).map((row) => Number(row[4] || 0));
    expect(votes.reduce((sum, n) => sum + n, 0)).toBe(5);
    expect(rows).toContainEqual(['group', 'Went well', 'CI', '', '4', '', '', '']);
    expect(rows).toContainEqual(['card', 'Went well', 'CI', 'Fast deploys', '', '', '', '']);
  });
});
