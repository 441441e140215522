// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newTaskSchema } from '../../../../shared/protocol/room-protocol';
import { toCsv } from '../../../lib/csv';
import { makeMember, makeTask } from './room-fixtures';
import { CSV_EXPORT_HEADER, parseCsv, tasksFromCsv, tasksToCsv } from './tasks-csv';
import { tasksFromLines } from './task-lines';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",x,\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['two\nlines', 'x', ''],
    ]);
  });

  it('drops a byte order mark and blank lines', () => {
    expect(parseCsv('\uFEFFone\n\n  \ntwo')).toEqual([['one'], ['two']]);
  });

  it('reads semicolon-separated files from spreadsheets that write them', () => {
    expect(parseCsv('title;description\nLogin; with, comma')).toEqual([
      ['title', 'description'],
      ['Login', ' with, comma'],
    ]);
  });
});

describe('tasksFromCsv', () => {
  it('skips an optional header and reads title, description and link', () => {
    const csv = 'Title,Description,Link\nLogin page,Form and errors,https://example.com/1\nLogout,,\n';
    expect(tasksFromCsv(csv, newTaskSchema)).toEqual({
      tasks: [
        {
          title: 'Login page',
          description: 'Form and errors',
          link: 'https://example.com/1',
          finalEstimate: null,
        },
        { title: 'Logout', description: '', link: '', finalEstimate: null },
      ],
      skipped: [],
    });
  });

  it('works without a header and reports rows it cannot use', () => {
    const result = tasksFromCsv('First task\n,no title\nBad link,,ftp://x\n', newTaskSchema);
    expect(result.tasks).toEqual([{ title: 'First task', description: '', link: '', finalEstimate: null }]);
    expect(result.skipped.map((row) => row.line)).toEqual([2, 3]);
  });
});

describe('writing CSV', () => {
  it('round-trips through the parser', () => {
    const rows = [
      ['title', 'notes'],
      ['A, "quoted" one', 'multi\nline'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('exports a summary row per task and a row per person per revealed round', () => {
    const members = [makeMember('ann'), makeMember('bob')];
    const tasks = [
      makeTask('t1', {
        title: 'Login, with SSO',
        link: 'https://example.com/1',
        finalEstimate: '5',
        finalEstimateRound: 2,
        pastRounds: [
          {
            isShow: true,
            round: 1,
            votes: [
              { userId: 'ann', value: '3' },
              { userId: 'cid', value: '13', name: 'Cid' },
            ],
            averageResult: 8,
            revealedAt: '2026-11-23T08:00:00.000Z',
          },
        ],
        round: {
          isShow: true,
          round: 2,
          votes: [
            { userId: 'ann', value: '5' },
            { userId: 'bob', value: '8' },
            { userId: 'dee', value: '3', name: null },
          ],
          averageResult: 5.3,
          revealedAt: '2026-11-23T08:05:00.000Z',
        },
      }),
      makeTask('t2', {
        title: 'Hidden',
        round: { isShow: false, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: null },
      }),
    ];
    const stamp1 = '2026-11-23T08:00:00.000Z';
    const stamp2 = '2026-11-23T08:05:00.000Z';
    expect(parseCsv(tasksToCsv(tasks, members))).toEqual([
      [...CSV_EXPORT_HEADER],
      ['Login, with SSO', 'task', '', '', '', '', '', '5', '2', '', 'https://example.com/1'],
      ['Login, with SSO', 'vote', '1', 'Ann', '3', '8', stamp1, '', '', '', ''],
      ['Login, with SSO', 'vote', '1', 'Cid', '13', '8', stamp1, '', '', '', ''],
      ['Login, with SSO', 'vote', '2', 'Ann', '5', '5.3', stamp2, '', '', '', ''],
      ['Login, with SSO', 'vote', '2', 'Bob', '8', '5.3', stamp2, '', '', '', ''],
      ['Login, with SSO', 'vote', '2', 'former member', '3', '5.3', stamp2, '', '', '', ''],
      ['Hidden', 'task', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('exports titles, descriptions and names no spreadsheet can run as formulas', () => {
    const payload = "Slow\r=cmd|' /C calc'!A0";
    const tasks = [makeTask('t1', { title: payload, description: '@SUM(1)', link: '' })];
    tasks[0]!.round = { isShow: true, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: 3 };
    const csv = tasksToCsv(tasks, [{ ...makeMember('ann'), displayName: '=HYPERLINK("x")' }]);
    // Rows as a spreadsheet splits them, at any line break outside quotes.
    const rows = csv.match(/(?:"(?:[^"]|"")*"|[^\r\n"])+/g) ?? [];
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => /^[=+\-@]/.test(row))).toEqual([]);
    expect(parseCsv(csv)[2]?.[3]).toBe('\'=HYPERLINK("x")');
  });

  it('imports an exported file back as its tasks, with their estimates', () => {
    const tasks = [
      makeTask('t1', { title: 'Login', description: 'Form', link: 'https://example.com/1' }),
      makeTask('t2', { title: 'Logout', description: '', link: '' }),
    ];
    tasks[0]!.round = { isShow: true, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: 3 };
    tasks[0]!.finalEstimate = '3';
    expect(tasksFromCsv(tasksToCsv(tasks, [makeMember('ann')]), newTaskSchema)).toEqual({
      tasks: [
        { title: 'Login', description: 'Form', link: 'https://example.com/1', finalEstimate: '3' },
        { title: 'Logout', description: '', link: '', finalEstimate: null },
      ],
      skipped: [],
    });
  });

  it('reads an estimate column of a spreadsheet made elsewhere', () => {
    expect(tasksFromCsv('Title;Estimate\nLogin;5\nLogout;\n', newTaskSchema).tasks).toEqual([
      { title: 'Login', description: '', link: '', finalEstimate: '5' },
      { title: 'Logout', description: '', link: '', finalEstimate: null },
    ]);
  });
});

describe('tasksFromLines', () => {
  it('takes one task per line and drops bullets and numbering', () => {
    expect(tasksFromLines('- Login\n* Logout\n\n1. Profile\n2) Avatar\n[ ] Settings\nPlain')).toEqual([
      'Login',
      'Logout',
      'Profile',
      'Avatar',
      'Settings',
      'Plain',
    ]);
  });
});
