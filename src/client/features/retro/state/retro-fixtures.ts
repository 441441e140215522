import { retroOptionsSchema, type RetroView } from '../../../../shared/protocol/retro-view';

/** A retro in its writing step with two people, for tests. */
export function retroFixture(overrides: Partial<RetroView> = {}): RetroView {
  return {
    id: 'retro-1',
    name: 'Sprint 12',
    ownerId: 'ann',
    teamId: null,
    access: 'link',
    hasPasscode: false,
    linkKey: null,
    version: 5,
    serverTime: '2026-01-01T00:00:00.000Z',
    template: 'wentWell',
    columns: [
      { id: 'c1', title: 'Went well', color: 'green' },
      { id: 'c2', title: 'To improve', color: 'red' },
    ],
    options: retroOptionsSchema.parse({}),
    phase: 'write',
    timer: { durationMs: 300_000, endsAt: null, pausedRemainingMs: null },
    removed: [],
    members: [
      {
        userId: 'ann',
        displayName: 'Ann',
        photoURL: null,
        roles: ['owner', 'player'],
        isGuest: false,
        ready: false,
      },
      { userId: 'bob', displayName: 'Bob', photoURL: null, roles: ['player'], isGuest: true, ready: false },
    ],
    online: ['ann', 'bob'],
    cards: [],
    myCardIds: [],
    cardCounts: [],
    groups: [],
    votes: { mine: {}, totals: null },
    discussItemId: null,
    notes: [],
    actions: [],
    carriedActions: [],
    ...overrides,
  };
}
