/**
 * The floors: a bare relay doing the same fan-out as a vote, with nothing else (no session, no
 * database, no rules). Run as its own process: `relay.ts ws|socket.io PORT`; Socket.IO's is on
 * the Redis adapter when REDIS_URL is set, one of several relays sharing their rooms.
 *   join {room}               → the connection is in the room; acknowledged
 *   cmd {room, from, value, name} → {from} to everyone else in the room; acknowledged
 *   round {room, kind}        → {kind} to everyone else in the room (a reveal or a new round);
 *                               acknowledged. A reveal carries the round's votes, as any
 *                               planning-poker server's must: the relay keeps the last value of
 *                               each voter in the room until the next round.
 *   card {room, text}         → (Socket.IO only) a retro card: kept, its count to everyone else;
 *                               acknowledged
 *   reveal-cards {room}       → (Socket.IO only) every card of the retro to everyone else; acknowledged
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import { durableVotes } from './durable-votes';

export type RelayKind = 'ws' | 'socket.io';

const [kind, port] = process.argv.slice(2) as [RelayKind, string];

/** A vote as a reveal shows it: the same fields as ours. */
interface Vote {
  userId: string;
  value: string;
  displayName: string;
}
interface VoteMessage {
  room: string;
  from: string;
  value: string;
  name: string;
}
const voteOf = (message: VoteMessage): Vote => ({
  userId: message.from,
  value: message.value,
  displayName: message.name,
});
const roundVotes = new Map<string, Map<string, Vote>>();
const votesOf = (room: string) => roundVotes.get(room) ?? roundVotes.set(room, new Map()).get(room)!;
/** What a round message says: a reveal shows the votes, a new round forgets them. */
function roundEvent(room: string, kind: string): { kind: string; votes?: Vote[] } {
  if (kind !== 'reveal') {
    roundVotes.delete(room);
    return { kind };
  }
  return { kind, votes: [...votesOf(room).values()] };
}

/** A retro's cards as a reveal shows them. */
const retroCards = new Map<string, { id: string; columnId: string; text: string }[]>();

/** Where a durable floor keeps its votes: stored before they are relayed and acknowledged. */
const votesStore = process.env.RELAY_DATABASE_URL ? await durableVotes(process.env.RELAY_DATABASE_URL) : null;

// Answers the harness's readiness check; the relays live on the same port.
const http = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});

if (kind === 'socket.io') {
  const io = new Server(http, { transports: ['websocket'] });
  // With REDIS_URL, one of several relays sharing their rooms through Redis, as our instances do.
  if (process.env.REDIS_URL) {
    const pub = new Redis(process.env.REDIS_URL, { lazyConnect: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
  }
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
    socket.on('cmd', (message: VoteMessage, ack: (answer: unknown) => void) => {
      const relay = () => {
        votesOf(message.room).set(message.from, voteOf(message));
        socket.to(message.room).emit('evt', { from: message.from });
        ack({ ok: true });
      };
      // The bare floor relays at once, without even a promise job in between.
      if (votesStore) void votesStore.save(message.room, message.from, message.value).then(relay);
      else relay();
    });
    socket.on('card', (message: { room: string; text: string }, ack: (answer: unknown) => void) => {
      const cards = retroCards.get(message.room) ?? retroCards.set(message.room, []).get(message.room)!;
      cards.push({
        id: `card-${String(cards.length).padStart(16, '0')}`,
        columnId: 'column-0',
        text: message.text,
      });
      socket.to(message.room).emit('counted', { count: cards.length });
      ack({ ok: true });
    });
    socket.on('reveal-cards', (message: { room: string }, ack: (answer: unknown) => void) => {
      socket.to(message.room).emit('cards', { cards: retroCards.get(message.room) ?? [] });
      ack({ ok: true });
    });
    socket.on('round', (message: { room: string; kind: string }, ack: (answer: unknown) => void) => {
      socket.to(message.room).emit('round', roundEvent(message.room, message.kind));
      ack({ ok: true });
    });
  });
} else {
  const rooms = new Map<string, Set<WebSocket>>();
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket) => {
    let joined: Set<WebSocket> | undefined;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Partial<VoteMessage> & {
        t: 'join' | 'cmd' | 'round';
        id: number;
        room: string;
        kind?: string;
      };
      if (message.t === 'join') {
        joined = rooms.get(message.room) ?? new Set();
        rooms.set(message.room, joined);
        joined.add(socket);
      } else {
        if (message.t === 'cmd') votesOf(message.room).set(message.from!, voteOf(message as VoteMessage));
        const event = JSON.stringify(
          message.t === 'round'
            ? { t: 'round', ...roundEvent(message.room, message.kind!) }
            : { t: 'evt', from: message.from },
        );
        for (const peer of joined ?? []) if (peer !== socket) peer.send(event);
      }
      socket.send(JSON.stringify({ t: 'ack', id: message.id }));
    });
    socket.on('close', () => joined?.delete(socket));
  });
}

http.listen(Number(port), '127.0.0.1');
