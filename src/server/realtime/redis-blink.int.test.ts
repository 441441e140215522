import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../shared/protocol/room-protocol';
import { freePort } from '../testing/free-ports';
import { startOwnRedis } from '../testing/own-redis';
import { newGuests, newUsers, type RoomTestUser } from '../testing/room-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AUDIT_INTERVAL_MS } from './socket-audit';

const SHARED_SECRET = 'redis-blink-secret-redis-blink-secret-01';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the instances promise once Redis has blinked: removed, banned and signed-out people are gone. */
describe('two instances while Redis blinks', () => {
  let redis: ChildProcess | undefined;
  const servers: TestServer[] = [];
  let people: RoomTestUser[] = [];
  afterAll(async () => {
    people.forEach((person) => person.close());
    for (const server of servers.reverse()) await server.close();
    redis?.kill('SIGKILL');
  });

  it('detaches a member removed and disconnects a tab signed out elsewhere while Redis was away', async () => {
    const port = await freePort();
    redis = await startOwnRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_SECRET: SHARED_SECRET };
    const first = await startTestServer('sqlite', env);
    servers.push(first);
    // One database behind both, as behind a load balancer.
    const second = await startTestServer('sqlite', env, first);
    servers.push(second);
    const [owner] = await newUsers(first.url, 1, 'blink-owner');
    const [member, bystander] = await newGuests(second.url, 2, 'Blink');
    const [leaver] = await newUsers(second.url, 1, 'blink-leaver');
    people = [owner!, member!, bystander!, leaver!];
    const roomId = await owner!.createRoom();
    for (const person of people) await person.join(roomId);

    redis.kill('SIGTERM');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await owner!.must(roomId, { type: 'member.remove', userId: member!.userId });
    // The leaver signs out on the first instance; their tab is held by the second.
    const signedOut = await leaver!.http.post('/api/auth/sign-out', {});
    expect(signedOut.status).toBe(200);

    // The second instance finds out by itself, with Redis still away.
    const closed = await member!.waitFor('room.closed', undefined, 3 * AUDIT_INTERVAL_MS);
    expect(closed).toMatchObject({ roomId, reason: 'removed' });
    await new Promise<void>((resolve) =>
      leaver!.socket.disconnected ? resolve() : leaver!.socket.once('disconnect', () => resolve()),
    );
    const heardAfter = (person: RoomTestUser, since: number) =>
      person.events.slice(since).filter((event: ServerEvent) => 'roomId' in event && event.roomId === roomId);
    const since = member!.events.length;
    // Someone on the member's own instance goes on in the room: the member hears none of it.
    await bystander!.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await bystander!.waitFor('vote.changed');

    redis = await startOwnRedis(port);
    const back = Date.now();
    // Until the fan-out is back, then once more: the member hears nothing of either instance.
    let seen = false;
    for (let attempt = 0; !seen && Date.now() - back < 10_000; attempt += 1) {
      const name = `After ${attempt}`;
      await owner!.must(roomId, { type: 'room.update', patch: { name } }).catch(() => undefined);
      seen = await bystander!
        .waitFor('room.patched', (event) => JSON.stringify(event).includes(name), 250)
        .then(
          () => true,
          () => false,
        );
    }
    expect(seen, 'the fan-out did not come back').toBe(true);
    await owner!.must(roomId, { type: 'round.reveal', taskId: null });
    await bystander!.waitFor('round.changed');
    await pause(AUDIT_INTERVAL_MS);
    expect(heardAfter(member!, since)).toEqual([]);
    expect(await member!.send({ type: 'room.sync', roomId })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });
  }, 60_000);

  it('refuses nobody when a Redis that froze wakes up with every count it held', async () => {
    const port = await freePort();
    const own = await startOwnRedis(port);
    const server = await startTestServer('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` });
    servers.push(server);
    const [voter] = await newUsers(server.url, 1, 'blink-voter');
    people.push(voter!);
    const roomId = await voter!.createRoom();
    await voter!.join(roomId);
    // Ten votes a second, within the fifteen a person may send.
    const vote = async (forMs: number) => {
      const answers = [];
      for (const end = Date.now() + forMs; Date.now() < end;) {
        answers.push(
          voter!.send({ type: 'vote.cast', roomId, taskId: null, value: String(answers.length % 3) }),
        );
        await pause(100);
      }
      return Promise.all(answers);
    };
    try {
      await vote(1_000);
      own.kill('SIGSTOP');
      const frozen = vote(4_000);
      await pause(4_000);
      own.kill('SIGCONT');
      const after = await vote(3_000);
      const refused = [...(await frozen), ...after].filter((ack) => !ack.ok);
      expect(refused).toEqual([]);
    } finally {
      own.kill('SIGCONT');
      // Closed while its Redis still answers, as in production, where Redis outlives a deploy.
      await server.close();
      servers.splice(servers.indexOf(server), 1);
      own.kill('SIGKILL');
    }
  }, 60_000);
});
