/**
 * `npm run bench:live`: the latency of a vote through our whole stack (validation, authorization, a
 * database transaction with the version check, fan-out) against a bare Socket.IO echo on the same
 * machine in the same run, so the ratio says what our code adds on top of the transport.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestDialect } from '../src/server/testing/test-server';
import { newUsers } from '../src/server/testing/room-client';
import { RetroTestUser } from '../src/server/testing/retro-client';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 5);
const PEOPLE_PER_ROOM = Number(process.env.BENCH_PEOPLE ?? 10);
const VOTES_PER_PERSON = Number(process.env.BENCH_VOTES ?? 20);
const DECK = ['1', '2', '3', '5', '8'];
/** sqlite (the default) or postgres, which needs TEST_DATABASE_URL. */
const DIALECT = (process.env.BENCH_DIALECT ?? 'sqlite') as TestDialect;
/** 2 runs two instances sharing the database and TEST_REDIS_URL, each room's people split between them. */
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
/** 1: rooms reveal by themselves when everyone has voted, and the owner starts the round again. */
const AUTO_REVEAL = process.env.BENCH_AUTO_REVEAL === '1';
const BENCH_ENV = { SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000', GUEST_JOINS_PER_MINUTE: '10000' };
const RETRO_PEOPLE = Number(process.env.BENCH_RETRO_PEOPLE ?? 30);
const RETRO_CARDS_PER_PERSON = Number(process.env.BENCH_RETRO_CARDS ?? 3);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(send: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await send();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function baseline(): Promise<number[]> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('room:command', (command: { room: string }, ack: (answer: unknown) => void) => {
      socket.to(command.room).emit('room:event', command);
      ack({ ok: true });
    });
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  for (let r = 0; r < ROOMS; r += 1) {
    for (let p = 0; p < PEOPLE_PER_ROOM; p += 1) {
      const socket = connect(url, { transports: ['websocket'] });
      await socket.emitWithAck('join', `r${r}`);
      sockets.push(socket);
    }
  }
  const samples: number[] = [];
  for (let round = 0; round < VOTES_PER_PERSON; round += 1) {
    const results = await Promise.all(
      sockets.map((socket, i) =>
        timed(() =>
          socket.emitWithAck('room:command', {
            room: `r${Math.floor(i / PEOPLE_PER_ROOM)}`,
            value: DECK[round % DECK.length],
          }),
        ),
      ),
    );
    samples.push(...results);
  }
  sockets.forEach((socket) => socket.close());
  io.close();
  return samples;
}

/** One server, or two sharing the first one's database and a Redis. */
async function startServers(): Promise<Awaited<ReturnType<typeof startTestServer>>[]> {
  if (INSTANCES === 1) return [await startTestServer(DIALECT, BENCH_ENV)];
  const redis = process.env.TEST_REDIS_URL;
  if (DIALECT !== 'postgres' || !redis)
    throw new Error('Two instances need BENCH_DIALECT=postgres and TEST_REDIS_URL');
  const env = { ...BENCH_ENV, REDIS_URL: redis, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01' };
  const first = await startTestServer(DIALECT, env);
  return [first, await startTestServer(DIALECT, env, { databaseUrl: first.databaseUrl })];
}

async function ours(): Promise<{ samples: number[]; votesPerSecond: number }> {
  const servers = await startServers();
  try {
    const rooms: { roomId: string; people: Awaited<ReturnType<typeof newUsers>> }[] = [];
    for (let r = 0; r < ROOMS; r += 1) {
      const people = (
        await Promise.all(
          servers.map((server, i) =>
            newUsers(server.url, PEOPLE_PER_ROOM / servers.length, `bench${r}-${i}-`),
          ),
        )
      ).flat();
      const roomId = await people[0]!.createRoom({ autoReveal: AUTO_REVEAL });
      for (const person of people) await person.join(roomId);
      rooms.push({ roomId, people });
    }
    const samples: number[] = [];
    const start = process.hrtime.bigint();
    for (let round = 0; round < VOTES_PER_PERSON; round += 1) {
      const results = await Promise.all(
        rooms.flatMap(({ roomId, people }) =>
          people.map((person) =>
            timed(async () => {
              const ack = await person.send({
                type: 'vote.cast',
                roomId,
                taskId: null,
                value: DECK[round % DECK.length]!,
              });
              if (!ack.ok) throw new Error(`vote refused: ${ack.message}`);
            }),
          ),
        ),
      );
      samples.push(...results);
      if (AUTO_REVEAL) {
        await Promise.all(
          rooms.map(({ roomId, people }) => people[0]!.send({ type: 'round.reset', roomId, taskId: null })),
        );
      }
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rooms.forEach(({ people }) => people.forEach((person) => person.close()));
    return { samples, votesPerSecond: samples.length / seconds };
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

/**
 * The floor for a retro on the bare transport: the same people send the same cards at once (each
 * acked, a count relayed to the others), then one message carries every card to everyone.
 */
async function bareRetro(people: number, cardsEach: number): Promise<{ writes: number[]; revealMs: number }> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  let count = 0;
  io.on('connection', (socket) => {
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
    socket.on('card', (_card: unknown, ack: () => void) => {
      count += 1;
      socket.to('retro').emit('counted', { count });
      ack();
    });
    socket.on('reveal', (payload: unknown, ack: () => void) => {
      socket.to('retro').emit('revealed', payload);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  for (let i = 0; i < people; i += 1) {
    const socket = connect(url, { transports: ['websocket'] });
    await socket.emitWithAck('join', 'retro');
    sockets.push(socket);
  }
  const writes = await Promise.all(
    sockets.flatMap((socket, p) =>
      Array.from({ length: cardsEach }, (_, c) =>
        timed(() => socket.emitWithAck('card', { text: `card ${p}-${c}` })),
      ),
    ),
  );
  const cards = Array.from({ length: people * cardsEach }, (_, i) => ({ id: `c${i}`, text: `card ${i}` }));
  const start = process.hrtime.bigint();
  const arrived = Promise.all(
    sockets.slice(1).map((socket) => new Promise((resolve) => socket.once('revealed', resolve))),
  );
  await sockets[0]!.emitWithAck('reveal', { cards });
  await arrived;
  const revealMs = Number(process.hrtime.bigint() - start) / 1e6;
  sockets.forEach((socket) => socket.close());
  io.close();
  return { writes, revealMs };
}

/** A retro: everyone writes cards at once (each ack timed), then the reveal reaches everyone. */
async function retro(): Promise<{ writes: number[]; revealMs: number }> {
  const server = await startTestServer(DIALECT, BENCH_ENV);
  try {
    const people = (await newUsers(server.url, RETRO_PEOPLE, 'retro-bench-')).map(
      (user) => new RetroTestUser(user),
    );
    const retroId = await people[0]!.createRetro();
    let columns: { id: string }[] = [];
    for (const person of people) columns = (await person.join(retroId)).columns;
    const writes = (
      await Promise.all(
        people.flatMap((person, p) =>
          Array.from({ length: RETRO_CARDS_PER_PERSON }, (_, c) =>
            timed(async () => {
              const columnId = columns[(p + c) % columns.length]!.id;
              const ack = await person.send({
                type: 'card.add',
                roomId: retroId,
                columnId,
                text: `card ${p}-${c}`,
              });
              if (!ack.ok) throw new Error(`card refused: ${ack.message}`);
            }),
          ),
        ),
      )
    ).flat();
    const start = process.hrtime.bigint();
    const arrived = Promise.all(
      people
        .slice(1)
        .map((person) => person.waitFor('phase.changed', (event) => event.phase === 'reveal', 30_000)),
    );
    await people[0]!.must(retroId, { type: 'phase.set', phase: 'reveal' });
    await arrived;
    const revealMs = Number(process.hrtime.bigint() - start) / 1e6;
    people.forEach((person) => person.person.close());
    return { writes, revealMs };
  } finally {
    await server.close();
  }
}

function report(name: string, samples: number[]) {
  return { name, votes: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const base = report('bare Socket.IO echo', await baseline());
const measured = await ours();
const full = report(
  `vote through Estimate (${DIALECT}, ${INSTANCES} instance${INSTANCES > 1 ? 's' : ''}${AUTO_REVEAL ? ', auto-reveal' : ''})`,
  measured.samples,
);
console.table(
  [base, full].map((r) => ({ ...r, p50: r.p50.toFixed(2) + ' ms', p99: r.p99.toFixed(2) + ' ms' })),
);
console.log(
  `ratio p50 ${(full.p50 / base.p50).toFixed(1)}x, p99 ${(full.p99 / base.p99).toFixed(1)}x (${ROOMS} rooms × ${PEOPLE_PER_ROOM} people, all voting at once); ${Math.round(measured.votesPerSecond)} acknowledged votes/s`,
);

const retroFloor = await bareRetro(RETRO_PEOPLE, RETRO_CARDS_PER_PERSON);
const retroRun = await retro();
const floorWrites = report('bare Socket.IO: the same cards', retroFloor.writes);
const writes = report(
  `retro: ${RETRO_PEOPLE} people writing ${RETRO_CARDS_PER_PERSON} cards at once`,
  retroRun.writes,
);
console.table([
  {
    name: floorWrites.name,
    p50: `${floorWrites.p50.toFixed(2)} ms`,
    p99: `${floorWrites.p99.toFixed(2)} ms`,
  },
  { name: writes.name, p50: `${writes.p50.toFixed(2)} ms`, p99: `${writes.p99.toFixed(2)} ms` },
  {
    name: `bare Socket.IO: every card to ${RETRO_PEOPLE} sockets`,
    p50: `${retroFloor.revealMs.toFixed(2)} ms`,
    p99: '',
  },
  {
    name: `retro: reveal of ${retroRun.writes.length} cards to all`,
    p50: `${retroRun.revealMs.toFixed(2)} ms`,
    p99: '',
  },
]);
console.log(
  `retro ratios: card write p50 ${(writes.p50 / floorWrites.p50).toFixed(1)}x, p99 ${(writes.p99 / floorWrites.p99).toFixed(1)}x; reveal ${(retroRun.revealMs / retroFloor.revealMs).toFixed(1)}x the bare fan-out`,
);
process.exit(0);
