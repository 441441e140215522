import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTER_PROTOCOL_VERSION,
  COUNTER_WIRE,
  createCounterKind,
  type CounterCommandInput,
  type CounterEvent,
  type CounterSnapshot,
} from '../testing/counter-kind';
import { LiveTestClient, startLiveServer } from '../testing/live-test-server';
import type { PresenceEvent } from '../../shared/protocol/live-protocol';

type Client = LiveTestClient<CounterEvent | PresenceEvent, CounterCommandInput>;

describe('the live engine, with a kind that is not estimation', () => {
  const counter = createCounterKind();
  let server: { url: string; timerErrors: unknown[]; close(): Promise<void> };
  const clients: Client[] = [];

  async function person(userId: string): Promise<Client> {
    const client: Client = new LiveTestClient(userId, COUNTER_WIRE);
    clients.push(client);
    return client.connect(server.url);
  }

  async function join(client: Client, roomId: string): Promise<CounterSnapshot> {
    const ack = await client.send({ type: 'room.join', roomId, protocol: COUNTER_PROTOCOL_VERSION });
    if (!ack.ok) throw new Error(`${client.userId} could not join: ${ack.code} ${ack.message}`);
    return ack.snapshot as CounterSnapshot;
  }

  beforeAll(async () => {
    server = await startLiveServer(counter.kind);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await server.close();
  });

  it('joins, runs commands under their policies and tells everyone with stamped versions', async () => {
    counter.seed('c1-room', 'ann');
    const ann = await person('ann');
    const bob = await person('bob');

    expect(await join(ann, 'c1-room')).toMatchObject({ version: 1, value: 0, online: ['ann'] });
    const bobView = await join(bob, 'c1-room');
    expect(bobView.version).toBe(2);
    expect(bobView.members.map((member) => member.userId)).toEqual(['ann', 'bob']);
    await ann.waitFor('members.changed', (event) => event.version === 2 && event.roomId === 'c1-room');
    await ann.waitFor('presence', (event) => event.online.includes('bob'));

    expect(await bob.send({ type: 'counter.add', roomId: 'c1-room', by: 3 })).toEqual({
      ok: true,
      version: 3,
    });
    expect(await ann.waitFor('counter.changed')).toEqual({
      type: 'counter.changed',
      roomId: 'c1-room',
      version: 3,
      value: 3,
    });

    expect(await bob.send({ type: 'counter.census', roomId: 'c1-room' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Only the owner or a moderator can do this',
    });
    expect(await ann.send({ type: 'counter.census', roomId: 'c1-room' })).toEqual({ ok: true, version: 4 });
    await bob.waitFor('counter.changed', (event) => event.version === 4 && event.value === 2);

    expect(await bob.send({ type: 'counter.wave', roomId: 'c1-room' })).toEqual({ ok: true, version: 0 });
    expect(await ann.waitFor('waved')).toEqual({ type: 'waved', roomId: 'c1-room', userId: 'bob' });
  });

  it('refuses a stale page, a malformed command, a missing room and a stranger', async () => {
    const eve = await person('eve');
    expect(await eve.send({ type: 'room.join', roomId: 'c1-room', protocol: 1 })).toMatchObject({
      ok: false,
      code: 'UNSUPPORTED_PROTOCOL',
    });
    expect(await eve.send({ type: 'counter.add', roomId: 'c1-room', by: 99 })).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
    expect(
      await eve.send({ type: 'room.join', roomId: 'nowhere-1', protocol: COUNTER_PROTOCOL_VERSION }),
    ).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await eve.send({ type: 'counter.add', roomId: 'c1-room', by: 1 })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });
    expect(await eve.send({ type: 'room.sync', roomId: 'c1-room' })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });
  });

  it('sends a secret whole only to its owner: no frame of anyone else carries it', async () => {
    const [ann, bob] = clients;
    await bob!.send({ type: 'guess.make', roomId: 'c1-room', guess: 4242 });
    expect(await bob!.waitFor('guess.made')).toMatchObject({ userId: 'bob', guess: 4242 });
    expect(await ann!.waitFor('guess.made')).toMatchObject({ userId: 'bob', guess: null });
    expect(ann!.frames.some((frame) => frame.includes('4242'))).toBe(false);
    expect(bob!.frames.some((frame) => frame.includes('4242'))).toBe(true);
  });

  it('lets a client that missed versions catch up with a sync', async () => {
    const [ann] = clients;
    const carl = await person('carl');
    const joined = await join(carl, 'c1-room');
    carl.close();
    await ann!.send({ type: 'counter.add', roomId: 'c1-room', by: 1 });
    const last = await ann!.send({ type: 'counter.add', roomId: 'c1-room', by: 2 });

    const back = await person('carl');
    const ack = await back.send({ type: 'room.sync', roomId: 'c1-room' });
    const synced = ack.snapshot as CounterSnapshot;
    expect(synced.version).toBe(last.version);
    expect(synced.version - joined.version).toBeGreaterThan(1);
    expect(synced.value).toBe(joined.value + 3);
  });

  it('publishes what a countdown does when it runs out', async () => {
    const [ann, bob] = clients;
    await ann!.send({ type: 'counter.countdown', roomId: 'c1-room', ms: 50 });
    await bob!.waitFor('countdown.started');
    await bob!.waitFor('counter.changed', (event) => event.value === 0);
    expect(server.timerErrors).toEqual([]);
  });

  it('detaches who leaves, and closes the room for everyone when it is deleted', async () => {
    const [ann, bob] = clients;
    expect(await bob!.send({ type: 'room.leave', roomId: 'c1-room' })).toMatchObject({ ok: true });
    expect(await bob!.waitFor('room.closed')).toEqual({
      type: 'room.closed',
      roomId: 'c1-room',
      reason: 'left',
    });
    await ann!.waitFor(
      'members.changed',
      (event) => !event.members.some((member) => member.userId === 'bob'),
    );

    bob!.events.length = 0;
    const after = await ann!.send({ type: 'counter.add', roomId: 'c1-room', by: 1 });
    await ann!.waitFor('counter.changed', (event) => event.version === after.version);
    expect(bob!.events).toEqual([]);
    expect(await bob!.send({ type: 'counter.add', roomId: 'c1-room', by: 1 })).toMatchObject({
      code: 'NOT_MEMBER',
    });

    expect(await bob!.send({ type: 'room.delete', roomId: 'c1-room' })).toMatchObject({ code: 'NOT_MEMBER' });
    expect(await ann!.send({ type: 'room.delete', roomId: 'c1-room' })).toMatchObject({ ok: true });
    expect(await ann!.waitFor('room.closed', (event) => event.reason === 'deleted')).toMatchObject({
      roomId: 'c1-room',
    });
    expect(counter.rooms.has('c1-room')).toBe(false);
    expect(await ann!.send({ type: 'counter.add', roomId: 'c1-room', by: 1 })).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('a join that fails once its socket is in the room', () => {
  it('takes the socket out again: nothing the room does afterwards reaches it', async () => {
    const counter = createCounterKind();
    // Dan is removed between his join's change and his snapshot, where a manager's removal can land.
    const kind: typeof counter.kind = {
      ...counter.kind,
      async snapshot(userId, roomId, online) {
        if (userId === 'dan') delete counter.rooms.get(roomId)!.members.dan;
        return counter.kind.snapshot(userId, roomId, online);
      },
    };
    const server = await startLiveServer(kind);
    const person = (userId: string): Promise<Client> =>
      (new LiveTestClient(userId, COUNTER_WIRE) as Client).connect(server.url);
    const ann = await person('ann');
    const dan = await person('dan');
    try {
      counter.seed('c2-room', 'ann');
      const join = (client: Client) =>
        client.send({ type: 'room.join', roomId: 'c2-room', protocol: COUNTER_PROTOCOL_VERSION });
      expect(await join(ann)).toMatchObject({ ok: true });
      expect(await join(dan)).toMatchObject({ ok: false, code: 'NOT_MEMBER' });

      dan.frames.length = 0;
      const added = await ann.send({ type: 'counter.add', roomId: 'c2-room', by: 5 });
      await ann.waitFor('counter.changed', (event) => event.version === added.version);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(dan.frames).toEqual([]);
    } finally {
      ann.close();
      dan.close();
      await server.close();
    }
  });
});

describe('a member coming back', () => {
  it('is let in by the kind’s revisit, with no change at all', async () => {
    const counter = createCounterKind();
    let changes = 0;
    const store = counter.kind.store;
    const kind: typeof counter.kind = {
      ...counter.kind,
      store: { ...store, transaction: (work) => ((changes += 1), store.transaction(work)) },
    };
    const server = await startLiveServer(kind);
    const ann = await (new LiveTestClient('ann', COUNTER_WIRE) as Client).connect(server.url);
    const bob = await (new LiveTestClient('bob', COUNTER_WIRE) as Client).connect(server.url);
    try {
      counter.seed('c3-room', 'ann');
      const join = (client: Client) =>
        client.send({ type: 'room.join', roomId: 'c3-room', protocol: COUNTER_PROTOCOL_VERSION });
      expect(await join(bob)).toMatchObject({ ok: true });
      expect(changes).toBe(1);
      expect(await join(ann)).toMatchObject({ ok: true });
      expect(await join(bob)).toMatchObject({ ok: true });
      expect(changes).toBe(1);
    } finally {
      ann.close();
      bob.close();
      await server.close();
    }
  });
});

describe('a first visit', () => {
  it('leaves the room remembered with the newcomer: their first hot command reads nothing', async () => {
    const counter = createCounterKind();
    let reads = 0;
    const { store, handlers } = counter.kind;
    const kind: typeof counter.kind = {
      ...counter.kind,
      handlers: { ...handlers, 'counter.add': { ...handlers['counter.add'], hot: true } },
      store: {
        ...store,
        findRoom: (tx, roomId) => ((reads += 1), store.findRoom(tx, roomId)),
        patched: (room, patch, version) => ({ ...room, fields: { ...room.fields, ...patch }, version }),
      },
    };
    const server = await startLiveServer(kind);
    const ann = await (new LiveTestClient('ann', COUNTER_WIRE) as Client).connect(server.url);
    const bob = await (new LiveTestClient('bob', COUNTER_WIRE) as Client).connect(server.url);
    try {
      counter.seed('c4-room', 'ann');
      for (const client of [ann, bob]) {
        const ack = await client.send({
          type: 'room.join',
          roomId: 'c4-room',
          protocol: COUNTER_PROTOCOL_VERSION,
        });
        expect(ack).toMatchObject({ ok: true });
      }
      const add = (client: Client) => client.send({ type: 'counter.add', roomId: 'c4-room', by: 1 });
      reads = 0;
      expect(await add(bob)).toEqual({ ok: true, version: 3 });
      expect(reads).toBe(0);
      // Ann came back without a change, so nothing remembered her yet: she is read once.
      expect(await add(ann)).toEqual({ ok: true, version: 4 });
      expect(await add(bob)).toEqual({ ok: true, version: 5 });
      expect(await add(ann)).toEqual({ ok: true, version: 6 });
      expect(reads).toBe(1);
      expect(counter.rooms.get('c4-room')?.fields.value).toBe(4);
    } finally {
      ann.close();
      bob.close();
      await server.close();
    }
  });
});
