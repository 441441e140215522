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
