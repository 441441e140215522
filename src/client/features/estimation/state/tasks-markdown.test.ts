// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeMember, makeTask } from './room-fixtures';
import { tasksToMarkdown } from './tasks-markdown';

const labels = {
  finalEstimate: 'Final estimate',
  noEstimate: 'None',
  round: 'Round',
  average: 'Average',
  formerMember: 'former member',
};

describe('the room’s Markdown export', () => {
  it('writes each task with its estimate and every revealed round’s votes', () => {
    const revealed = {
      isShow: true,
      round: 2,
      averageResult: 6.5,
      revealedAt: '2026-11-29T10:00:00.000Z',
      votes: [
        { userId: 'ann', value: '5', name: 'Ann' },
        { userId: 'gone', value: '8', name: null },
      ],
    };
    const tasks = [
      makeTask('t1', {
        title: 'Checkout\npage',
        description: 'Pay by card',
        link: 'https://jira.example.com/browse/APP-1',
        finalEstimate: '8',
        finalEstimateRound: 2,
        round: revealed,
      }),
      makeTask('t2', { title: 'Search' }),
    ];
    expect(tasksToMarkdown('Sprint 42', tasks, [makeMember('ann')], labels)).toBe(
      [
        '# Sprint 42',
        '',
        '## Checkout page',
        '',
        '**Final estimate:** 8',
        '',
        'Pay by card',
        '',
        '<https://jira.example.com/browse/APP-1>',
        '',
        '### Round 2 (Average: 6.5)',
        '',
        '- Ann: 5',
        '- former member: 8',
        '',
        '## Search',
        '',
        '**Final estimate:** None',
        '',
      ].join('\n'),
    );
  });
});
