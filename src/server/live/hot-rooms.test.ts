import { describe, expect, it } from 'vitest';
import { createHotRooms } from './hot-rooms';

const room = (id: string, version: number) => ({ id, version });
const member = (userId: string) => ({ userId });

describe('createHotRooms', () => {
  it('remembers everyone who took turns in a room while nothing else changed it', () => {
    const hot = createHotRooms();
    expect(hot.guess('r1', 'ann')).toBeUndefined();
    hot.remember(room('r1', 2), member('ann'), 1);
    hot.remember(room('r1', 3), member('bob'), 2);
    hot.remember(room('r1', 4), member('ann'), 3);
    expect(hot.guess('r1', 'bob')).toEqual({ room: room('r1', 4), actor: member('bob') });
    expect(hot.guess('r1', 'carl')).toBeUndefined();
  });

  it('starts over when the room changed in between, and forgets a room on request', () => {
    const hot = createHotRooms();
    hot.remember(room('r1', 2), member('ann'), 1);
    // Version 2 → 5 happened elsewhere: what was known of Ann may be out of date.
    hot.remember(room('r1', 6), member('bob'), 5);
    expect(hot.guess('r1', 'ann')).toBeUndefined();
    expect(hot.guess('r1', 'bob')).toEqual({ room: room('r1', 6), actor: member('bob') });
    hot.forget('r1');
    expect(hot.guess('r1', 'bob')).toBeUndefined();
  });

  it("follows another instance's change only from the version it remembers", () => {
    const hot = createHotRooms<{ id: string; version: number; phase?: string }, { userId: string }>();
    hot.follow({ ...room('r1', 3), phase: 'vote' }, 2);
    expect(hot.room('r1')).toBeUndefined();
    hot.remember(room('r1', 2), member('ann'), 1);
    hot.follow({ ...room('r1', 3), phase: 'vote' }, 2);
    expect(hot.guess('r1', 'ann')).toEqual({
      room: { ...room('r1', 3), phase: 'vote' },
      actor: member('ann'),
    });
    // The first notice from 3 is taken; a second from 3 comes late, one from 5 out of turn.
    hot.follow({ ...room('r1', 4), phase: 'late' }, 3);
    hot.follow({ ...room('r1', 4), phase: 'late again' }, 3);
    hot.follow({ ...room('r1', 6), phase: 'skipped' }, 5);
    expect(hot.room('r1')).toEqual({ ...room('r1', 4), phase: 'late' });
    // Its own next change still keeps Ann: it starts from the version followed.
    hot.remember(room('r1', 5), member('bob'), 4);
    expect(hot.guess('r1', 'ann')).toBeDefined();
  });

  it('lets the longest remembered room go past its limit', () => {
    const hot = createHotRooms(2);
    hot.remember(room('r1', 2), member('ann'), 1);
    hot.remember(room('r2', 2), member('ann'), 1);
    hot.remember(room('r1', 3), member('ann'), 2);
    hot.remember(room('r3', 2), member('ann'), 1);
    expect(hot.guess('r2', 'ann')).toBeUndefined();
    expect(hot.guess('r1', 'ann')).toBeDefined();
    expect(hot.guess('r3', 'ann')).toBeDefined();
  });
});
