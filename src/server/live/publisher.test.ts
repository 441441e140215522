import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { kindChannels } from './channels';
import type { Outgoing } from './change-runner';
import { createPublisher } from './publisher';

const channels = kindChannels('room');

/** Every emit, as who it went to and the events it carried. */
function recordingIo() {
  const frames: { to: string; except?: string; events: unknown[] }[] = [];
  const target = (to: string, except?: string) => ({
    except: (channel: string) => target(to, channel),
    emit: (_name: string, ...events: unknown[]) => frames.push({ to, ...(except ? { except } : {}), events }),
  });
  return { io: { to: (channel: string) => target(channel) } as unknown as Server, frames };
}

const item = (event: string, audience: Outgoing<string>['audience'], roomId = 'r1'): Outgoing<string> => ({
  roomId,
  audience,
  event,
});

describe('deliver', () => {
  it('sends events in a row for the same people in one frame, keeping their order', () => {
    const { io, frames } = recordingIo();
    const publisher = createPublisher<string>({
      io,
      eventName: 'room:event',
      channels,
      announcePresence: async () => undefined,
      roomSockets: async () => [],
      timerEnded: async () => null,
      onTimerError: () => undefined,
    });
    const room = { kind: 'room' } as const;
    publisher.deliver([
      item('a', room),
      item('b', room),
      item('c', { kind: 'member', userId: 'ann' }),
      item('d', { kind: 'member', userId: 'bob' }),
      item('e', { kind: 'roomExceptMember', userId: 'ann' }),
      item('f', { kind: 'roomExceptMember', userId: 'ann' }),
      item('g', room),
      item('h', room, 'r2'),
    ]);
    expect(frames).toEqual([
      { to: channels.room('r1'), events: ['a', 'b'] },
      { to: channels.member('r1', 'ann'), events: ['c'] },
      { to: channels.member('r1', 'bob'), events: ['d'] },
      { to: channels.room('r1'), except: channels.member('r1', 'ann'), events: ['e', 'f'] },
      { to: channels.room('r1'), events: ['g'] },
      { to: channels.room('r2'), events: ['h'] },
    ]);
  });
});
