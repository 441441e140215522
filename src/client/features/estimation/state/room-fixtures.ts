import type { MemberView, RoomView, TaskView } from '../../../../shared/protocol/room-view';

/** Test data: a room as a snapshot would describe it, with whatever a test needs changed. */
export function makeRoom(overrides: Partial<RoomView> = {}): RoomView {
  return {
    id: 'room-abc123',
    name: 'Sprint 42',
    ownerId: 'ann',
    votingSystem: { name: 'fibonacci', values: ['0', '1', '2', '3', '5', '8', '13', '?'] },
    selectTaskId: null,
    timer: { durationMs: 300_000, endsAt: null, pausedRemainingMs: null, revealOnEnd: false },
    disableVotingAfterReveal: false,
    autoReveal: false,
    flyingEmojis: true,
    asynchronousVoting: false,
    viewersMayTakeSeat: false,
    round: { isShow: false, round: 1, votes: [], averageResult: null },
    members: [makeMember('ann', ['owner', 'player']), makeMember('bob', ['player'])],
    removed: [],
    online: ['ann', 'bob'],
    tasks: [],
    version: 10,
    serverTime: '2026-01-01T00:00:00.000Z',
    createAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(userId: string, roles: MemberView['roles'] = ['player']): MemberView {
  return {
    userId,
    displayName: userId[0]?.toUpperCase() + userId.slice(1),
    photoURL: null,
    roles,
    isGuest: false,
    seatLocked: false,
  };
}

export function makeTask(id: string, overrides: Partial<TaskView> = {}): TaskView {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    link: '',
    externalKey: null,
    position: 1,
    importDate: null,
    finalEstimate: null,
    finalEstimateRound: null,
    round: { isShow: false, round: 1, votes: [], averageResult: null },
    pastRounds: [],
    ...overrides,
  };
}
