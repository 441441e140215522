import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { kindChannels } from './channels';
import type { Outgoing } from './change-runner';
import { createPublisher } from './publisher';

const channels = kindChannels('room');

/** Every emit, as who it went to and the events it carried. */
function recordingIo() {
  const frames: { to: string; except?: string[]; events: unknown[] }[] = [];
  const target = (to: string, except?: string[]) => ({
    except: (skipped: string) => target(to, [...(except ?? []), skipped]),
    emit: (_name: string, ...events: unknown[]) => frames.push({ to, ...(except ? { except } : {}), events }),
  });
  const io = {
    to: (channel: string) => target(channel),
    except: (skipped: string[]) => ({ to: (channel: string) => target(channel, skipped) }),
  };
  return { io: io as unknown as Server, frames };
}

const item = (event: string, audience: Outgoing<string>['audience'], roomId = 'r1'): Outgoing<string> => ({
  roomId,
  audience,
  event,
});

const publisherOn = (io: Server) =>
  createPublisher<string>({
    io,
    eventName: 'room:event',
    channels,
    announcePresence: async () => undefined,
    roomSockets: async () => [],
    clusterReady: () => true,
    timerEnded: async () => null,
    onTimerError: () => undefined,
    teamNews: () => undefined,
  });

describe('deliver', () => {
  it('sends events in a row for the same people in one frame, keeping their order', () => {
    const { io, frames } = recordingIo();
    const publisher = publisherOn(io);
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
      { to: channels.room('r1'), except: [channels.member('r1', 'ann')], events: ['e', 'f'] },
      { to: channels.room('r1'), events: ['g'] },
      { to: channels.room('r2'), events: ['h'] },
    ]);
  });

  it('leaves out the sockets it is told to, whoever the events are for', () => {
    const { io, frames } = recordingIo();
    publisherOn(io).deliver(
      [
        item('a', { kind: 'room' }),
        item('b', { kind: 'member', userId: 'ann' }),
        item('c', { kind: 'roomExceptMember', userId: 'bob' }),
      ],
      ['socket-1'],
    );
    expect(frames).toEqual([
      { to: channels.room('r1'), except: ['socket-1'], events: ['a'] },
      { to: channels.member('r1', 'ann'), except: ['socket-1'], events: ['b'] },
      { to: channels.room('r1'), except: ['socket-1', channels.member('r1', 'bob')], events: ['c'] },
    ]);
  });
});

describe('arrive', () => {
  const room = { kind: 'room' } as const;
  const joined = (...events: string[]) => ({
    version: 0,
    outgoing: events.map((event) => item(event, room)),
    aftermath: [],
  });

  it('sends the newcomers of one turn in one frame, not to themselves, and before anything after them', async () => {
    const { io, frames } = recordingIo();
    const publisher = publisherOn(io);
    const arrived = [
      publisher.arrive(joined('ann joined', 'ann online'), 'socket-ann'),
      publisher.arrive(joined('bob joined', 'bob online'), 'socket-bob'),
    ];
    expect(frames).toEqual([]);
    publisher.deliver([item('vote', room)]);
    await Promise.all(arrived);
    expect(frames).toEqual([
      {
        to: channels.room('r1'),
        except: ['socket-ann', 'socket-bob'],
        events: ['ann joined', 'ann online', 'bob joined', 'bob online'],
      },
      { to: channels.room('r1'), events: ['vote'] },
    ]);
  });

  it('answers a newcomer once their announcement has left, so their snapshot is read after it', async () => {
    const { io, frames } = recordingIo();
    const sentWhenAnswered = await publisherOn(io)
      .arrive(joined('cy joined'), 'socket-cy')
      .then(() => frames.length);
    expect(sentWhenAnswered).toBe(1);
  });
});
