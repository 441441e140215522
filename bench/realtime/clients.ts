import { io as connect, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import {
  ROOM_COMMAND_EVENT,
  ROOM_EVENT,
  ROOM_PROTOCOL_VERSION,
} from '../../src/shared/protocol/room-protocol';

/**
 * One person in the bench, on whichever server: the floors and ours are driven by the same code,
 * so the difference in what they measure is the server's.
 */
export interface BenchClient {
  id: string;
  join(room: string): Promise<void>;
  /** A vote (alternating values); resolves on its acknowledgement. */
  vote(room: string, index: number): Promise<void>;
  /** Hears each vote someone else in the room casts, by its voter, until the returned stop is called. */
  onPeerVote(listener: (from: string) => void): () => void;
  /** The facilitator shows the round's cards, or starts a new round; resolves on its acknowledgement. */
  round(room: string, kind: RoundKind): Promise<void>;
  /** Hears a reveal or a new round that someone else started. */
  onRound(listener: (kind: RoundKind) => void): void;
  close(): void;
}

export type RoundKind = 'reveal' | 'reset';

function opened(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** A floor client's id and name are as long as ours' (an account id, a guest's name). */
export const floorId = (index: number) => `p${String(index).padStart(31, '0')}`;
const floorName = (id: string) => `Bench ${parseInt(id.slice(1), 10)}`;

export async function socketIoFloorClient(url: string, id: string): Promise<BenchClient> {
  const name = floorName(id);
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  await opened(socket);
  return {
    id,
    join: async (room) => void (await socket.emitWithAck('join', room)),
    vote: async (room, index) =>
      void (await socket.emitWithAck('cmd', { room, from: id, value: voteValue(index), name })),
    onPeerVote: (listener) => {
      const heard = (event: { from: string }) => listener(event.from);
      socket.on('evt', heard);
      return () => void socket.off('evt', heard);
    },
    round: async (room, kind) => void (await socket.emitWithAck('round', { room, kind })),
    onRound: (listener) => socket.on('round', (event: { kind: RoundKind }) => listener(event.kind)),
    close: () => socket.close(),
  };
}

export async function wsFloorClient(url: string, id: string): Promise<BenchClient> {
  const name = floorName(id);
  const socket = new WebSocket(url.replace(/^http/, 'ws'));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const acks = new Map<number, () => void>();
  let nextId = 0;
  let listener: (from: string) => void = () => undefined;
  let roundListener: (kind: RoundKind) => void = () => undefined;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      t: 'ack' | 'evt' | 'round';
      id?: number;
      from?: string;
      kind?: RoundKind;
    };
    if (message.t === 'ack') {
      acks.get(message.id!)?.();
      acks.delete(message.id!);
    } else if (message.t === 'round') roundListener(message.kind!);
    else listener(message.from!);
  });
  const request = (message: object) =>
    new Promise<void>((resolve) => {
      const requestId = nextId++;
      acks.set(requestId, resolve);
      socket.send(JSON.stringify({ ...message, id: requestId }));
    });
  return {
    id,
    join: (room) => request({ t: 'join', room }),
    vote: (room, index) => request({ t: 'cmd', room, from: id, value: voteValue(index), name }),
    onPeerVote: (next) => {
      listener = next;
      return () => void (listener = () => undefined);
    },
    round: (room, kind) => request({ t: 'round', room, kind }),
    onRound: (next) => void (roundListener = next),
    close: () => socket.close(),
  };
}

const VALUES = ['3', '5'];
/** The card our client sends as its `index`-th vote. */
export const voteValue = (index: number) => VALUES[index % VALUES.length]!;

/** A signed-in person's socket on our server: the session cookie, the real protocol, nothing recorded. */
export async function ourClient(url: string, id: string, cookie: string): Promise<BenchClient> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
  await opened(socket);
  const send = async (command: object) => {
    const ack = (await socket.timeout(30_000).emitWithAck(ROOM_COMMAND_EVENT, command)) as {
      ok: boolean;
      message?: string;
    };
    if (!ack.ok) throw new Error(`refused: ${ack.message}`);
  };
  return {
    id,
    join: (room) => send({ type: 'room.join', roomId: room, protocol: ROOM_PROTOCOL_VERSION }),
    vote: (room, index) => send({ type: 'vote.cast', roomId: room, taskId: null, value: voteValue(index) }),
    onPeerVote: (listener) => {
      const heard = (...events: { type: string; userId?: string }[]) => {
        for (const event of events)
          if (event.type === 'vote.changed' && event.userId !== id) listener(event.userId!);
      };
      socket.on(ROOM_EVENT, heard);
      return () => void socket.off(ROOM_EVENT, heard);
    },
    round: (room, kind) =>
      send({ type: kind === 'reveal' ? 'round.reveal' : 'round.reset', roomId: room, taskId: null }),
    onRound: (listener) =>
      socket.on(ROOM_EVENT, (...events: { type: string; round?: { isShow: boolean } }[]) => {
        for (const event of events)
          if (event.type === 'round.changed') listener(event.round?.isShow ? 'reveal' : 'reset');
      }),
    close: () => socket.close(),
  };
}
