import type { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindChannels } from '../live/channels';
import { createPresence, PRESENCE_SWEEP_MS, type PresenceTracker } from './presence';

const channels = kindChannels('room');

/**
 * A Socket.IO server seen only through what presence asks of it: who is here, and what the other
 * instances answer when asked who is in some rooms (`elsewhere`, in every room asked about).
 */
function fakeIo(here: string[], elsewhere: string[], roomIds = ['r1'], unanswered = false) {
  const asked = { everywhere: 0, rooms: [] as string[][], sockets: 0 };
  const told: [string, unknown][] = [];
  const socketsOf = (users: string[]) => users.map((id) => ({ data: { user: { id } } }));
  const io = {
    // The sockets of a room on every instance, as an instance of any version answers.
    in: () => ({ fetchSockets: async () => (asked.sockets++, socketsOf([...here, ...elsewhere])) }),
    to: () => ({ emit: () => true }),
    local: {
      to: (channel: string) => ({ emit: (_name: string, event: unknown) => told.push([channel, event]) }),
    },
    on: () => undefined,
    serverSideEmit: () => true,
    serverSideEmitWithAck: async (_event: string, roomIds: string[]) => {
      asked.everywhere += 1;
      asked.rooms.push(roomIds);
      if (unanswered) throw new Error('timeout reached: only 0 responses received out of 1');
      return [Object.fromEntries(roomIds.map((roomId) => [roomId, elsewhere]))];
    },
    // This instance's sockets as the adapter keeps them, each in every room.
    of: () => ({
      adapter: {
        rooms: new Map(
          roomIds.map((roomId) => [channels.room(roomId), new Set(here.map((_, index) => `s${index}`))]),
        ),
      },
      sockets: new Map(socketsOf(here).map((socket, index) => [`s${index}`, socket])),
    }),
  };
  return { io: io as unknown as Server, asked, told };
}

describe('anyPresent', () => {
  const trackers: PresenceTracker[] = [];
  const track = (io: Server, clustered: boolean) => {
    const presence = createPresence(io, { clustered, channels, eventName: 'room:event' });
    trackers.push(presence);
    return presence;
  };
  afterEach(() => trackers.splice(0).forEach((presence) => presence.stop()));

  it('answers from the last announcement without asking any instance', async () => {
    const { io, asked } = fakeIo([], ['ann', 'bob']);
    const presence = track(io, true);
    await presence.announce('r1');
    const before = asked.everywhere;
    expect(await presence.anyPresent('r1', ['carl', 'bob'])).toBe(true);
    expect(asked.everywhere).toBe(before);
  });

  it('answers from this instance’s sockets before asking the others', async () => {
    const { io, asked } = fakeIo(['ann'], ['ann']);
    const presence = track(io, true);
    expect(await presence.anyPresent('r1', ['ann'])).toBe(true);
    expect(asked.everywhere).toBe(0);
  });

  it('asks every instance only when neither knows, and finds someone on another one', async () => {
    const { io, asked } = fakeIo([], ['bob']);
    const presence = track(io, true);
    expect(await presence.anyPresent('r1', ['bob'])).toBe(true);
    expect(await presence.anyPresent('r1', ['carl'])).toBe(false);
    expect(asked.everywhere).toBe(2);
  });

  it('fetches the sockets room by room for a while once the others leave the question unanswered', async () => {
    const { io, asked } = fakeIo([], ['bob'], ['r1'], true);
    const presence = track(io, true);
    expect(await presence.anyPresent('r1', ['bob'])).toBe(true);
    expect(await presence.anyPresent('r1', ['bob'])).toBe(true);
    expect(asked).toMatchObject({ everywhere: 1, sockets: 2 });
  });

  it('never asks other instances when there are none, nor anything about nobody', async () => {
    const { io, asked } = fakeIo(['ann'], ['ann']);
    const presence = track(io, false);
    expect(await presence.anyPresent('r1', ['carl'])).toBe(false);
    expect(await presence.anyPresent('r1', [])).toBe(false);
    expect(asked.everywhere).toBe(0);
  });
});

describe('arrival', () => {
  const trackers: PresenceTracker[] = [];
  afterEach(() => trackers.splice(0).forEach((presence) => presence.stop()));

  it('tells a room never told the whole list from every instance, then only who came', async () => {
    const here = ['ann'];
    const { io, asked } = fakeIo(here, ['ann', 'bob']);
    const presence = createPresence(io, { clustered: true, channels, eventName: 'room:event' });
    trackers.push(presence);
    expect(await presence.arrival('r1')).toEqual({
      type: 'presence',
      roomId: 'r1',
      online: ['ann', 'bob'],
      offline: [],
      whole: true,
    });
    expect(asked.everywhere).toBe(1);

    // Ann's tab closed a moment ago (within the grace period); Carl opens the room here.
    here.splice(0, 1, 'carl');
    const before = asked.everywhere;
    expect(await presence.arrival('r1')).toEqual({
      type: 'presence',
      roomId: 'r1',
      online: ['carl'],
      offline: [],
      whole: false,
    });
    expect(asked.everywhere).toBe(before);
    // Nobody new: nothing to tell.
    expect(await presence.arrival('r1')).toBeNull();
  });
});

describe('shown', () => {
  const trackers: PresenceTracker[] = [];
  afterEach(() => trackers.splice(0).forEach((presence) => presence.stop()));

  it('asks every instance about a room never told, then answers from what it was told and the sockets here', async () => {
    const [here, elsewhere] = [['ann'], ['bob']];
    const { io, asked } = fakeIo(here, elsewhere);
    const presence = createPresence(io, { clustered: true, channels, eventName: 'room:event' });
    trackers.push(presence);
    expect([...(await presence.shown('r1'))].sort()).toEqual(['ann', 'bob']);
    expect(asked.everywhere).toBe(1);
    await presence.arrival('r1');
    expect(asked.everywhere).toBe(2);

    // Carl opens the room here; Bob's tab elsewhere closed a moment ago, within the grace period.
    here.push('carl');
    elsewhere.splice(0);
    expect([...(await presence.shown('r1'))].sort()).toEqual(['ann', 'bob', 'carl']);
    expect(asked.everywhere).toBe(2);
  });
});

describe('sweep', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the other instances once for all of this instance’s rooms, and tells each room what stayed moved', async () => {
    vi.useFakeTimers();
    const { io, asked, told } = fakeIo(['ann'], ['bob'], ['r1', 'r2']);
    const presence = createPresence(io, { clustered: true, channels, eventName: 'room:event' });
    try {
      // Seen once, then again: the second sweep tells the rooms.
      await vi.advanceTimersByTimeAsync(PRESENCE_SWEEP_MS * 2);
      expect(asked.rooms).toEqual([
        ['r1', 'r2'],
        ['r1', 'r2'],
      ]);
      expect(told).toEqual(
        ['r1', 'r2'].map((roomId) => [
          channels.room(roomId),
          { type: 'presence', roomId, online: ['ann', 'bob'], offline: [], whole: true },
        ]),
      );
    } finally {
      presence.stop();
    }
  });
});
