import { describe, expect, it } from 'vitest';
import { makeMember, makeTask } from './room-fixtures';
import { csvField, parseCsv, tasksFromCsv, tasksFromLines, tasksToCsv, toCsv } from './tasks-csv';

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
    expect(tasksFromCsv(csv)).toEqual({
      tasks: [
        { title: 'Login page', description: 'Form and errors', link: 'https://example.com/1' },
        { title: 'Logout', description: '', link: '' },
      ],
      skipped: [],
    });
  });

  it('works without a header and reports rows it cannot use', () => {
    const result = tasksFromCsv('First task\n,no title\nBad link,,ftp://x\n');
    expect(result.tasks).toEqual([{ title: 'First task', description: '', link: '' }]);
    expect(result.skipped.map((row) => row.line)).toEqual([2, 3]);
  });
});

describe('writing CSV', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('round-trips through the parser', () => {
    const rows = [
      ['title', 'notes'],
      ['A, "quoted" one', 'multi\nline'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('exports estimates, averages and revealed votes by name', () => {
    const members = [makeMember('ann'), makeMember('bob')];
    const tasks = [
      makeTask('t1', {
        title: 'Login, with SSO',
        finalEstimate: '5',
        round: {
          isShow: true,
          round: 1,
          votes: [
            { userId: 'ann', value: '5' },
            { userId: 'bob', value: '8' },
            { userId: 'cid', value: '8', name: 'Cid' },
            { userId: 'dee', value: '3', name: null },
          ],
          averageResult: 6,
        },
      }),
      makeTask('t2', {
        title: 'Hidden',
        round: { isShow: false, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: null },
      }),
    ];
    expect(parseCsv(tasksToCsv(tasks, members))).toEqual([
      ['title', 'description', 'link', 'final estimate', 'average', 'votes'],
      ['Login, with SSO', '', '', '5', '6', 'Ann: 5; Bob: 8; Cid: 8; former member: 3'],
      ['Hidden', '', '', '', '', ''],
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
