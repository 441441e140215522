// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RetroVersionedEvent } from '../../../../shared/protocol/retro-protocol';
import { retroFixture } from './retro-fixtures';
import { initialRetroState, retroReducer, type RetroState } from './retro-reducer';

const snapshot = (state: RetroState, room = retroFixture()) =>
  retroReducer(state, { type: 'snapshot', room, sentAt: 0, receivedAt: 0 });
const event = (state: RetroState, change: RetroVersionedEvent) =>
  retroReducer(state, { type: 'event', event: change, receivedAt: 0 });
const card = {
  id: 'k1',
  columnId: 'c1',
  text: 'Deploys got faster',
  groupId: null,
  authorId: null,
  authorName: null,
};

describe('retroReducer', () => {
  it('keeps its own cards while writing and only counts for the others', () => {
    let state = snapshot(initialRetroState('ann'));
    state = event(state, {
      type: 'card.saved',
      roomId: 'retro-1',
      version: 6,
      card,
      counts: [{ columnId: 'c1', userId: null, count: 1 }],
    });
    state = event(state, {
      type: 'cards.counted',
      roomId: 'retro-1',
      version: 7,
      counts: [{ columnId: 'c1', userId: null, count: 2 }],
    });
    expect(state.room?.cards).toEqual([card]);
    expect(state.room?.myCardIds).toEqual(['k1']);
    expect(state.room?.cardCounts).toEqual([{ columnId: 'c1', userId: null, count: 2 }]);
    expect(state.room?.version).toBe(7);
  });

  it('shows every card at the reveal and starts each phase with nobody ready', () => {
    let state = snapshot(
      initialRetroState('bob'),
      retroFixture({ members: retroFixture().members.map((m) => ({ ...m, ready: true })) }),
    );
    state = event(state, {
      type: 'phase.changed',
      roomId: 'retro-1',
      version: 6,
      phase: 'reveal',
      timer: retroFixture().timer,
      cards: [card],
      voteTotals: null,
      discussItemId: null,
    });
    expect(state.room?.cards).toEqual([card]);
    expect(state.room?.members.every((member) => !member.ready)).toBe(true);
  });

  it('counts its own dots, and totals only when they are shown', () => {
    let state = snapshot(initialRetroState('ann'), retroFixture({ phase: 'vote', cards: [card] }));
    state = event(state, {
      type: 'vote.changed',
      roomId: 'retro-1',
      version: 6,
      itemId: 'k1',
      mine: 1,
      total: null,
    });
    state = event(state, { type: 'votes.counted', roomId: 'retro-1', version: 7, itemId: null, total: null });
    expect(state.room?.votes).toEqual({ mine: { k1: 1 }, totals: null });
    state = event(state, { type: 'votes.counted', roomId: 'retro-1', version: 8, itemId: 'k1', total: 4 });
    expect(state.room?.votes.totals).toEqual({ k1: 4 });
  });

  it('asks for a snapshot after a gap and replays what came after it', () => {
    let state = snapshot(initialRetroState('ann'));
    state = event(state, { type: 'discuss.focused', roomId: 'retro-1', version: 8, itemId: 'k1' });
    expect(state.needsSync).toBe(true);
    state = snapshot(state, retroFixture({ version: 7 }));
    expect(state.needsSync).toBe(false);
    expect(state.room?.discussItemId).toBe('k1');
    expect(state.room?.version).toBe(8);
  });

  it('puts a checked-off carried action in the review list, not in this retro', () => {
    const carried = {
      id: 'a1',
      retroId: 'retro-0',
      itemId: null,
      text: 'Cache dependencies',
      ownerUserId: null,
      ownerName: null,
      dueDate: null,
      done: false,
      createAt: '2026-01-01T00:00:00.000Z',
    };
    let state = snapshot(
      initialRetroState('ann'),
      retroFixture({ phase: 'review', carriedActions: [carried] }),
    );
    state = event(state, {
      type: 'action.saved',
      roomId: 'retro-1',
      version: 6,
      action: { ...carried, done: true },
    });
    expect(state.room?.carriedActions).toEqual([{ ...carried, done: true }]);
    expect(state.room?.actions).toEqual([]);
  });
});
