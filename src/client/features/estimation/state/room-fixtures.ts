import type { MemberView, RoomView, TaskView } from '../../../../shared/protocol/room-view';
import type { RoomContextValue } from '../connection/room-context';

/** Test data: a room as a snapshot would describe it, with whatever a test needs changed. */
export function makeRoom(overrides: Partial<RoomView> = {}): RoomView {
  return {
    id: 'room-abc123',
    name: 'Sprint 42',
    ownerId: 'ann',
    teamId: null,
    access: 'link',
    hasPasscode: false,
    linkKey: null,
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

/** Test data: what a room's components read from their context, for `selfId` in `room`, a manager by default. */
export function makeRoomContext(
  room: RoomView,
  selfId: string,
  overrides: Partial<RoomContextValue> = {},
): RoomContextValue {
  return {
    room,
    selfId,
    self: room.members.find((member) => member.userId === selfId),
    isManager: true,
    isRoomOwner: true,
    clockOffsetMs: 0,
    status: 'connected',
    send: async () => ({ ok: true, version: room.version + 1 }),
    subscribeEmoji: () => () => undefined,
    openedTaskId: null,
    openTask: () => undefined,
    leaveRoom: async () => undefined,
    deleteRoom: async () => undefined,
    ...overrides,
  };
}
