// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeMember, makeRoom, makeTask } from './room-fixtures';
import {
  estimateTotal,
  everyoneVoted,
  roundTarget,
  seatedMembers,
  viewers,
  votesAwayFromTable,
  voteSpread,
  votingBlock,
} from './room-selectors';

describe('room selectors', () => {
  it('seats online players only and lists online observers as viewers', () => {
    const room = makeRoom({
      members: [
        makeMember('ann', ['owner', 'player']),
        makeMember('bob'),
        makeMember('cat', ['observer']),
        makeMember('dan'),
      ],
      online: ['ann', 'bob', 'cat'],
    });
    expect(seatedMembers(room).map((m) => m.userId)).toEqual(['ann', 'bob']);
    expect(viewers(room).map((m) => m.userId)).toEqual(['cat']);
  });

  it('names the revealed votes of people not at the table, for a newcomer who sees no seats', () => {
    const room = makeRoom({
      members: [makeMember('ann', ['owner', 'player']), makeMember('bob'), makeMember('cat', ['player'])],
      online: ['cat'],
    });
    const round = {
      isShow: true,
      round: 1,
      averageResult: 6.5,
      votes: [
        { userId: 'ann', value: '5' },
        { userId: 'bob', value: '8' },
        { userId: 'cat', value: '3' },
        { userId: 'gone', value: '13', name: null },
      ],
    };
    expect(votesAwayFromTable(room, round, 'former member')).toEqual([
      { name: 'Ann', value: '5' },
      { name: 'Bob', value: '8' },
      { name: 'former member', value: '13' },
    ]);
  });

  it('plays the selected task, or with asynchronous voting the one a member opened', () => {
    const tasks = [makeTask('t1'), makeTask('t2', { position: 2 })];
    const room = makeRoom({ tasks, selectTaskId: 't1' });
    expect(roundTarget(room, 't2').taskId).toBe('t1');
    expect(roundTarget({ ...room, asynchronousVoting: true }, 't2').taskId).toBe('t2');
    expect(roundTarget({ ...room, asynchronousVoting: true }, 'gone').taskId).toBe('t1');
    expect(roundTarget(makeRoom(), null)).toMatchObject({ taskId: null, task: null });
  });

  it('explains why someone cannot vote', () => {
    const room = makeRoom({ members: [makeMember('ann', ['owner', 'observer']), makeMember('bob')] });
    expect(votingBlock(room, 'ann', roundTarget(room, null))).toBe('observer');
    expect(votingBlock(room, 'zed', roundTarget(room, null))).toBe('notMember');
    expect(votingBlock(room, 'bob', roundTarget(room, null))).toBeNull();
    const shown = makeRoom({
      disableVotingAfterReveal: true,
      round: { isShow: true, round: 1, votes: [], averageResult: null },
    });
    expect(votingBlock(shown, 'bob', roundTarget(shown, null))).toBe('revealed');
  });

  it('knows when everyone seated has voted', () => {
    const room = makeRoom();
    expect(everyoneVoted(room, { ...room.round, votes: [{ userId: 'ann', value: '1' }] })).toBe(false);
    expect(
      everyoneVoted(room, {
        ...room.round,
        votes: [
          { userId: 'ann', value: '1' },
          { userId: 'bob', value: null },
        ],
      }),
    ).toBe(true);
  });

  it('adds numeric final estimates and measures the spread', () => {
    const tasks = [
      makeTask('a', { finalEstimate: '5' }),
      makeTask('b', { finalEstimate: '½' }),
      makeTask('c', { finalEstimate: '?' }),
    ];
    expect(estimateTotal(tasks)).toBe(5.5);
    expect(voteSpread(['3', '?', '13', '½'])).toEqual({ min: 0.5, max: 13 });
    expect(voteSpread(['?', '☕'])).toBeNull();
  });
});
