import type { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { kindChannels } from '../live/channels';
import { createPresence, type PresenceTracker } from './presence';

const channels = kindChannels('room');

/** A Socket.IO server seen only through what presence asks of it: who is where, here and everywhere. */
function fakeIo(here: string[], everywhere: string[]) {
  const asked = { here: 0, everywhere: 0 };
  const socketsOf = (users: string[]) => users.map((id) => ({ data: { user: { id } } }));
  const io = {
    local: { in: () => ({ fetchSockets: async () => (asked.here++, socketsOf(here)) }) },
    in: () => ({ fetchSockets: async () => (asked.everywhere++, socketsOf(everywhere)) }),
    to: () => ({ emit: () => true }),
    on: () => undefined,
    serverSideEmit: () => true,
    // This instance's sockets as the adapter keeps them, each in room r1.
    of: () => ({
      adapter: { rooms: new Map([[channels.room('r1'), new Set(here.map((_, index) => `s${index}`))]]) },
      sockets: new Map(socketsOf(here).map((socket, index) => [`s${index}`, socket])),
    }),
  };
  return { io: io as unknown as Server, asked };
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
    const before = { ...asked };
    expect(await presence.anyPresent('r1', ['carl', 'bob'])).toBe(true);
    expect(asked).toEqual(before);
  });

  it('answers from this instance’s sockets before asking the others', async () => {
    const { io, asked } = fakeIo(['ann'], ['ann']);
    const presence = track(io, true);
    expect(await presence.anyPresent('r1', ['ann'])).toBe(true);
    expect(asked).toEqual({ here: 1, everywhere: 0 });
  });

  it('asks every instance only when neither knows, and finds someone on another one', async () => {
    const { io, asked } = fakeIo([], ['bob']);
    const presence = track(io, true);
    expect(await presence.anyPresent('r1', ['bob'])).toBe(true);
    expect(await presence.anyPresent('r1', ['carl'])).toBe(false);
    expect(asked).toEqual({ here: 2, everywhere: 2 });
  });

  it('never asks other instances when there are none, nor anything about nobody', async () => {
    const { io, asked } = fakeIo(['ann'], ['ann']);
    const presence = track(io, false);
    expect(await presence.anyPresent('r1', ['carl'])).toBe(false);
    expect(await presence.anyPresent('r1', [])).toBe(false);
    expect(asked).toEqual({ here: 1, everywhere: 0 });
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
    const before = { ...asked };
    expect(await presence.arrival('r1')).toEqual({
      type: 'presence',
      roomId: 'r1',
      online: ['carl'],
      offline: [],
      whole: false,
    });
    expect(asked).toEqual(before);
    // Nobody new: nothing to tell.
    expect(await presence.arrival('r1')).toBeNull();
  });
});
