// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamFiguresCsv } from './team-figures-csv';

const HEADINGS = {
  week: 'Week',
  sprint: 'Jira sprint',
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
  it('holds the sprints and weeks, then the retros, with names a spreadsheet cannot run', () => {
    const csv = teamFiguresCsv(
      {
        weeks: [
          {
            week: '2026-11-23',
            sprint: null,
            tasks: 2,
            estimated: 2,
            points: 13,
            agreedFirst: 1,
            judged: 2,
            revoted: 1,
            averageSpread: null,
          },
          {
            week: '2026-11-23',
            sprint: '@APP Sprint 7',
            tasks: 1,
            estimated: 1,
            points: 5,
            agreedFirst: 1,
            judged: 1,
            revoted: 0,
            averageSpread: 0,
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
      'Week,Jira sprint,Tasks,Estimated,Points,Agreed at once,Voted again,Spread (cards)',
      '2026-11-23,,2,2,13,1,1,',
      `2026-11-23,'@APP Sprint 7,1,1,5,1,0,0`,
      '',
      'Retro,Opened,Done,Overdue',
      `"'=cmd, sprint 7",3,1,1`,
    ]);
  });
});
