import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceEvent } from '../../shared/protocol/live-protocol';
import {
  COUNTER_PROTOCOL_VERSION,
  COUNTER_WIRE,
  createCounterKind,
  type CounterCommandInput,
  type CounterEvent,
} from '../testing/counter-kind';
import { LiveTestClient, startLiveServer } from '../testing/live-test-server';

const { TEST_REDIS_URL } = process.env;
type Client = LiveTestClient<CounterEvent | PresenceEvent, CounterCommandInput>;

/** Two Socket.IO servers with the Redis adapter over one store, as two instances over one database. */
describe.runIf(TEST_REDIS_URL)('the live engine on two instances through Redis', () => {
  const counter = createCounterKind();
  const servers: { url: string; close(): Promise<void> }[] = [];
  const clients: Client[] = [];

  async function person(userId: string, instance: number): Promise<Client> {
    const client: Client = new LiveTestClient(userId, COUNTER_WIRE);
    clients.push(client);
    return client.connect(servers[instance]!.url);
  }

  beforeAll(async () => {
    const redisKey = `live-test-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i += 1)
      servers.push(await startLiveServer(counter.kind, { redisUrl: TEST_REDIS_URL, redisKey }));
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of servers) await server.close();
  });

  it('shares changes, secrets, presence, leaving and deleting across instances', async () => {
    counter.seed('cluster-1', 'ann');
    const ann = await person('ann', 0);
    const bob = await person('bob', 1);
    await ann.send({ type: 'room.join', roomId: 'cluster-1', protocol: COUNTER_PROTOCOL_VERSION });
    const joined = await bob.send({
      type: 'room.join',
      roomId: 'cluster-1',
      protocol: COUNTER_PROTOCOL_VERSION,
    });
    expect(joined).toMatchObject({ ok: true, snapshot: { online: ['ann', 'bob'] } });
    await ann.waitFor('presence', (event) => event.online.includes('bob'));

    await bob.send({ type: 'counter.add', roomId: 'cluster-1', by: 2 });
    expect(await ann.waitFor('counter.changed')).toMatchObject({ value: 2, version: 3 });
    // The online list is asked of every instance.
    await ann.send({ type: 'counter.census', roomId: 'cluster-1' });
    await bob.waitFor('counter.changed', (event) => event.value === 2 && event.version === 4);

    await ann.send({ type: 'guess.make', roomId: 'cluster-1', guess: 7777 });
    expect(await bob.waitFor('guess.made')).toMatchObject({ userId: 'ann', guess: null });
    expect(bob.frames.some((frame) => frame.includes('7777'))).toBe(false);

    await bob.send({ type: 'room.leave', roomId: 'cluster-1' });
    await ann.waitFor('members.changed', (event) => event.members.length === 1);
    await ann.waitFor('presence', (event) => event.offline.includes('bob'));

    const carl = await person('carl', 1);
    await carl.send({ type: 'room.join', roomId: 'cluster-1', protocol: COUNTER_PROTOCOL_VERSION });
    await ann.send({ type: 'room.delete', roomId: 'cluster-1' });
    expect(await carl.waitFor('room.closed')).toMatchObject({ roomId: 'cluster-1', reason: 'deleted' });
    expect(bob.events.filter((event) => event.type === 'room.closed')).toEqual([
      { type: 'room.closed', roomId: 'cluster-1', reason: 'left' },
    ]);
  });
});
