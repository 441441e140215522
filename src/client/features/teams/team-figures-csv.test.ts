// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamFiguresCsv } from './team-figures-csv';

const HEADINGS = {
  week: 'Week',
  tasks: 'Tasks',
  estimated: 'Estimated',
  points: 'Points',
  agreed: 'Agreed at once',
  revoted: 'Voted again',
  spread: 'Spread (cards)',
  retro: 'Retro',
  opened: 'Opened',
  done: 'Done',
  overdue: 'Overdue',
};

describe('the team figures CSV', () => {
  it('holds the weeks, then the retros, with a retro name a spreadsheet cannot run', () => {
    const csv = teamFiguresCsv(
      {
        weeks: [
          {
            week: '2026-11-23',
            tasks: 2,
            estimated: 2,
            points: 13,
            agreedFirst: 1,
            judged: 2,
            revoted: 1,
            averageSpread: null,
          },
        ],
        retros: [
          {
            retroId: 'r1',
            name: '=cmd, sprint 7',
            createAt: '2026-11-27T10:00:00Z',
            opened: 3,
            done: 1,
            overdue: 1,
          },
        ],
      },
      HEADINGS,
    );
    expect(csv.split('\r\n')).toEqual([
      'Week,Tasks,Estimated,Points,Agreed at once,Voted again,Spread (cards)',
      '2026-11-23,2,2,13,1,1,',
      '',
      'Retro,Opened,Done,Overdue',
      `"'=cmd, sprint 7",3,1,1`,
    ]);
  });
});
