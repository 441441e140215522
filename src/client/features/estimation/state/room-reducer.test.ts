// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../../shared/protocol/room-protocol';
import type { RoomView } from '../../../../shared/protocol/room-view';
import { makeMember, makeRoom, makeTask } from './room-fixtures';
import { initialRoomState, roomReducer, type RoomAction, type RoomState } from './room-reducer';

const snapshot = (room: RoomView): RoomAction => ({ type: 'snapshot', room, sentAt: 0, receivedAt: 0 });
const event = (e: ServerEvent): RoomAction => ({ type: 'event', event: e, receivedAt: 0 });
const run = (actions: RoomAction[], state: RoomState = initialRoomState('ann')) =>
  actions.reduce(roomReducer, state);
const roomId = 'room-abc123';

const vote = (
  version: number,
  userId: string,
  value: string | null,
  voted = true,
  taskId: string | null = null,
) => event({ type: 'vote.changed', roomId, version, taskId, userId, voted, value });

describe('roomReducer: versions', () => {
  it('applies the next version and events that share the current one', () => {
    const state = run([snapshot(makeRoom()), vote(11, 'bob', null), vote(11, 'ann', '5')]);
    expect(state.needsSync).toBe(false);
    expect(state.room?.version).toBe(11);
    expect(state.room?.round.votes).toEqual([
      { userId: 'bob', value: null },
      { userId: 'ann', value: '5' },
    ]);
  });

  it('asks for a snapshot on a gap and keeps the event until it comes', () => {
    const gap = run([snapshot(makeRoom()), vote(13, 'bob', null)]);
    expect(gap.needsSync).toBe(true);
    expect(gap.room?.round.votes).toEqual([]);

    const later = run([vote(14, 'ann', '3')], gap);
    expect(later.pending.map((e) => e.version)).toEqual([13, 14]);

    const synced = run(
      [
        snapshot(
          makeRoom({ version: 13, round: { ...makeRoom().round, votes: [{ userId: 'bob', value: null }] } }),
        ),
      ],
      later,
    );
    expect(synced.needsSync).toBe(false);
    expect(synced.pending).toEqual([]);
    expect(synced.room?.version).toBe(14);
    expect(synced.room?.round.votes).toEqual([
      { userId: 'bob', value: null },
      { userId: 'ann', value: '3' },
    ]);
  });

  it('ignores an event older than its state, which already contains it', () => {
    const state = run([
      snapshot(makeRoom()),
      event({ type: 'members.changed', roomId, version: 9, upserted: [], removed: ['bob'] }),
    ]);
    expect(state.room?.members).toHaveLength(2);
  });

  it('keeps events that arrive before the first snapshot and replays the newer ones', () => {
    const state = run([
      event({ type: 'members.changed', roomId, version: 10, upserted: [], removed: ['bob'] }),
      vote(11, 'bob', null),
      snapshot(makeRoom()),
    ]);
    expect(state.room?.members).toHaveLength(2);
    expect(state.room?.round.votes).toEqual([{ userId: 'bob', value: null }]);
    expect(state.room?.version).toBe(11);
  });

  it('asks for a snapshot on request, keeping what arrives meanwhile', () => {
    const state = run([snapshot(makeRoom()), { type: 'resync' }, vote(11, 'bob', null)]);
    expect(state.needsSync).toBe(true);
    expect(state.pending.map((e) => e.version)).toEqual([11]);
    expect(run([{ type: 'resync' }]).needsSync).toBe(false);
  });

  it('applies presence changes and closing, which carry no version', () => {
    const changed = run([
      snapshot(makeRoom()),
      event({ type: 'presence', roomId, online: ['cat'], offline: ['bob'], whole: false }),
      event({ type: 'presence', roomId, online: ['cat'], offline: [], whole: false }),
    ]);
    expect(changed.room?.online).toEqual(['ann', 'cat']);
    const state = run([
      snapshot(makeRoom()),
      event({ type: 'presence', roomId, online: ['bob'], offline: [], whole: true }),
      event({ type: 'room.closed', roomId, reason: 'deleted' }),
    ]);
    expect(state.room?.online).toEqual(['bob']);
    expect(state.closed).toBe('deleted');
  });
});

describe('roomReducer: own vote', () => {
  it('keeps the value of our own vote when an event about it is redacted', () => {
    const state = run([snapshot(makeRoom()), vote(11, 'ann', '8'), vote(12, 'ann', null)]);
    expect(state.room?.round.votes).toEqual([{ userId: 'ann', value: '8' }]);
  });

  it('shows the right own card after a reload, a reconnect, a retraction and a reveal', () => {
    const unrevealed = (votes: { userId: string; value: string | null }[]) =>
      ({ isShow: false, round: 1, votes, averageResult: null }) as const;
    // A reload starts from nothing: the snapshot carries our own value, and only ours.
    const reloaded = run([
      snapshot(
        makeRoom({
          round: unrevealed([
            { userId: 'ann', value: '5' },
            { userId: 'bob', value: null },
          ]),
        }),
      ),
    ]);
    expect(reloaded.room?.round.votes).toContainEqual({ userId: 'ann', value: '5' });

    // A reconnect's snapshot of the same round, redacted for everyone, keeps the card we know.
    const reconnected = run(
      [snapshot(makeRoom({ version: 12, round: unrevealed([{ userId: 'ann', value: null }]) }))],
      reloaded,
    );
    expect(reconnected.room?.round.votes).toEqual([{ userId: 'ann', value: '5' }]);

    // Our own change arrives whole; taking it back removes it.
    const changed = run([vote(13, 'ann', '8')], reconnected);
    expect(changed.room?.round.votes).toEqual([{ userId: 'ann', value: '8' }]);
    const retracted = run([vote(14, 'ann', null, false)], changed);
    expect(retracted.room?.round.votes).toEqual([]);

    // The reveal shows what the server recorded, not a value remembered from before.
    const revealed = run(
      [
        vote(15, 'ann', '3'),
        event({
          type: 'round.changed',
          roomId,
          version: 16,
          taskId: null,
          round: { isShow: true, round: 1, votes: [{ userId: 'ann', value: '3' }], averageResult: 3 },
        }),
      ],
      retracted,
    );
    expect(revealed.room?.round).toMatchObject({ isShow: true, votes: [{ userId: 'ann', value: '3' }] });
  });

  it('keeps our own value through a re-sync of the same round', () => {
    const voted = run([snapshot(makeRoom()), vote(11, 'ann', '5')]);
    const resynced = run(
      [
        snapshot(
          makeRoom({
            version: 12,
            round: { isShow: false, round: 1, votes: [{ userId: 'ann', value: null }], averageResult: null },
          }),
        ),
      ],
      voted,
    );
    expect(resynced.room?.round.votes).toEqual([{ userId: 'ann', value: '5' }]);
  });

  it('removes a vote that was taken back', () => {
    const state = run([snapshot(makeRoom()), vote(11, 'bob', null), vote(12, 'bob', null, false)]);
    expect(state.room?.round.votes).toEqual([]);
  });
});

describe('roomReducer: rounds', () => {
  it('shows every card on reveal', () => {
    const state = run([
      snapshot(makeRoom()),
      vote(11, 'ann', '5'),
      vote(12, 'bob', null),
      event({
        type: 'round.changed',
        roomId,
        version: 13,
        taskId: null,
        round: {
          isShow: true,
          round: 1,
          votes: [
            { userId: 'ann', value: '5' },
            { userId: 'bob', value: '8' },
          ],
          averageResult: 6.5,
        },
      }),
      event({ type: 'room.patched', roomId, version: 13, patch: { averageResult: 6.5 } }),
    ]);
    expect(state.room?.round).toEqual({
      isShow: true,
      round: 1,
      votes: [
        { userId: 'ann', value: '5' },
        { userId: 'bob', value: '8' },
      ],
      averageResult: 6.5,
    });
    expect(state.room).not.toHaveProperty('averageResult');
  });

  it('starts a new round empty', () => {
    const state = run([
      snapshot(makeRoom()),
      vote(11, 'ann', '5'),
      event({
        type: 'round.changed',
        roomId,
        version: 12,
        taskId: null,
        round: { isShow: false, round: 2, votes: [], averageResult: null },
      }),
    ]);
    expect(state.room?.round).toEqual({ isShow: false, round: 2, votes: [], averageResult: null });
  });

  it('keeps a shown task round as history when the task is voted on again', () => {
    const shown = { isShow: true, round: 1, votes: [{ userId: 'bob', value: '8' }], averageResult: 8 };
    const fresh = { isShow: false, round: 2, votes: [], averageResult: null };
    const state = run([
      snapshot(makeRoom({ tasks: [makeTask('t1')] })),
      event({ type: 'round.changed', roomId, version: 11, taskId: 't1', round: shown }),
      event({ type: 'round.changed', roomId, version: 12, taskId: 't1', round: fresh }),
      // The same event again changes nothing.
      event({ type: 'round.changed', roomId, version: 12, taskId: 't1', round: fresh }),
    ]);
    expect(state.room?.tasks[0]?.round).toEqual(fresh);
    expect(state.room?.tasks[0]?.pastRounds).toEqual([shown]);
  });

  it('plays a task round apart from the room round', () => {
    const state = run([snapshot(makeRoom({ tasks: [makeTask('t1')] })), vote(11, 'bob', null, true, 't1')]);
    expect(state.room?.tasks[0]?.round.votes).toEqual([{ userId: 'bob', value: null }]);
    expect(state.room?.round.votes).toEqual([]);
  });
});

describe('roomReducer: tasks, members, settings', () => {
  it('adds tasks with an empty round, updates them in place and removes them', () => {
    const withTask = run([
      snapshot(makeRoom({ tasks: [makeTask('t1', { position: 1 })] })),
      vote(11, 'bob', null, true, 't1'),
    ]);
    const { round: _round, ...meta } = makeTask('t2', { position: 2 });
    const added = run(
      [event({ type: 'tasks.changed', roomId, version: 12, upserted: [meta], removed: [] })],
      withTask,
    );
    expect(added.room?.tasks.map((task) => task.id)).toEqual(['t1', 't2']);
    expect(added.room?.tasks[1]?.round).toEqual({ isShow: false, round: 1, votes: [], averageResult: null });

    const { round: _r1, ...t1 } = makeTask('t1', { position: 3, finalEstimate: '5' });
    const moved = run(
      [event({ type: 'tasks.changed', roomId, version: 13, upserted: [t1], removed: [] })],
      added,
    );
    expect(moved.room?.tasks.map((task) => task.id)).toEqual(['t2', 't1']);
    expect(moved.room?.tasks[1]?.finalEstimate).toBe('5');
    expect(moved.room?.tasks[1]?.round.votes).toHaveLength(1);

    const removed = run(
      [event({ type: 'tasks.changed', roomId, version: 14, upserted: [], removed: ['t2'] })],
      moved,
    );
    expect(removed.room?.tasks.map((task) => task.id)).toEqual(['t1']);
  });

  it('merges member changes in place and settings', () => {
    const state = run([
      snapshot(makeRoom()),
      event({
        type: 'members.changed',
        roomId,
        version: 11,
        upserted: [makeMember('cat')],
        removed: ['bob'],
      }),
      event({
        type: 'members.changed',
        roomId,
        version: 12,
        upserted: [makeMember('ann', ['owner'])],
        removed: [],
      }),
      event({
        type: 'room.patched',
        roomId,
        version: 13,
        patch: { name: 'Sprint 43', selectTaskId: null, autoReveal: true },
      }),
    ]);
    expect(state.room?.members).toEqual([makeMember('ann', ['owner']), makeMember('cat')]);
    expect(state.room?.name).toBe('Sprint 43');
    expect(state.room?.autoReveal).toBe(true);
    expect(state.room?.flyingEmojis).toBe(true);
  });

  it('measures the clock offset from the snapshot', () => {
    const state = roomReducer(initialRoomState('ann'), {
      type: 'snapshot',
      room: makeRoom({ serverTime: new Date(10_000).toISOString() }),
      sentAt: 1_000,
      receivedAt: 3_000,
    });
    expect(state.clockOffsetMs).toBe(8_000);
  });
});

describe('roomReducer: notices', () => {
  const members = (bobRoles: ('moderator' | 'player' | 'observer')[]) => [
    makeMember('ann', ['owner', 'player']),
    makeMember('bob', bobRoles),
  ];
  const rolesChanged = (version: number, by: string, bobRoles: ('moderator' | 'player' | 'observer')[]) =>
    event({ type: 'members.changed', roomId, version, upserted: members(bobRoles), removed: [], by });

  it('tells a member once who changed their roles, and not about their own changes', () => {
    const start = initialRoomState('bob');
    const state = run(
      [
        snapshot(makeRoom({ members: members(['player']) })),
        rolesChanged(11, 'ann', ['moderator', 'observer']),
        rolesChanged(11, 'ann', ['moderator', 'observer']),
        rolesChanged(12, 'bob', ['moderator', 'player']),
      ],
      start,
    );
    expect(state.notices).toEqual([
      { id: 1, kind: 'roles', by: 'Ann', change: 'madeModerator' },
      { id: 2, kind: 'roles', by: 'Ann', change: 'madeViewer' },
    ]);
  });

  it('tells everyone who changed the room settings, but not about the timer or the task', () => {
    const state = run([
      snapshot(makeRoom()),
      event({ type: 'room.patched', roomId, version: 11, patch: { autoReveal: true }, by: 'bob' }),
      event({ type: 'room.patched', roomId, version: 12, patch: { selectTaskId: null }, by: 'bob' }),
    ]);
    expect(state.notices).toEqual([{ id: 1, kind: 'settings', by: 'Bob' }]);
  });
});
