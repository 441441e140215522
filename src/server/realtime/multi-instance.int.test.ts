import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../testing/free-ports';
import { startTestServer, type TestServer } from '../testing/test-server';
import { RoomTestUser } from '../testing/room-client';
import { RetroTestUser } from '../testing/retro-client';

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
const SHARED_SECRET = 'multi-instance-secret-multi-instance-01';

async function waitForHealth(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance at ${url} did not start`);
}

/** The second instance is a real process, so the test can kill it the way a crash would. */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two instances sharing Postgres and Redis', () => {
  let first: TestServer & { databaseUrl: string };
  let second: ChildProcess;
  let secondUrl = '';
  const people: RoomTestUser[] = [];

  beforeAll(async () => {
    first = await startTestServer('postgres', { REDIS_URL: TEST_REDIS_URL!, AUTH_SECRET: SHARED_SECRET });
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: secondUrl,
        DATABASE_URL: first.databaseUrl,
        REDIS_URL: TEST_REDIS_URL,
        AUTH_SECRET: SHARED_SECRET,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'estimate-second-')),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(secondUrl);
  }, 60_000);

  afterAll(async () => {
    people.forEach((person) => person.close());
    if (second.exitCode === null) second.kill('SIGKILL');
    await first.close();
  });

  it('shows each instance the other one’s retro cards, counts and steps live', async () => {
    const [ann, ben] = [new RoomTestUser(first.url), new RoomTestUser(secondUrl)];
    people.push(ann, ben);
    await ann.signUp(`ann-${Date.now()}@example.com`);
    await ben.signUp(`ben-${Date.now()}@example.com`);
    const [host, guest] = [new RetroTestUser(await ann.connect()), new RetroTestUser(await ben.connect())];
    const retroId = await host.createRetro();
    const { columns } = await host.join(retroId);
    await guest.join(retroId);
    await guest.must(retroId, {
      type: 'card.add',
      columnId: columns[0]!.id,
      text: 'from the second instance',
    });
    const counted = await host.waitFor('cards.counted');
    expect(counted.counts).toEqual([{ columnId: columns[0]!.id, userId: null, count: 1 }]);
    expect(host.frames.join('\n')).not.toContain('from the second instance');
    await host.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const revealed = await guest.waitFor('phase.changed', (event) => event.phase === 'reveal');
    expect(revealed.cards?.map((card) => card.text)).toEqual(['from the second instance']);
  });

  it('closes a session’s connection on the other instance when it signs out', async () => {
    const ann = new RoomTestUser(first.url);
    people.push(ann);
    await ann.signUp(`ann-out-${Date.now()}@example.com`);
    await ann.connect(secondUrl);
    const closed = new Promise<string>((resolve) => ann.socket.once('disconnect', resolve));
    expect((await ann.http.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a vote on one instance once the other has made the voter an observer, and takes it again after', async () => {
    const [ann, ben] = [new RoomTestUser(first.url), new RoomTestUser(secondUrl)];
    people.push(ann, ben);
    await ann.signUp(`ann-seat-${Date.now()}@example.com`);
    await ben.signUp(`ben-seat-${Date.now()}@example.com`);
    await ann.connect();
    await ben.connect();
    const roomId = await ann.createRoom();
    await ann.join(roomId);
    await ben.join(roomId);
    // The second instance now remembers the room and Ben as a player.
    await ben.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });
    await ann.must(roomId, { type: 'member.roles', userId: ben.userId, roles: ['observer'] });
    expect(await ben.send({ roomId, type: 'vote.cast', taskId: null, value: '5' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    await ann.must(roomId, { type: 'member.roles', userId: ben.userId, roles: ['player'] });
    await ben.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await ann.must(roomId, { type: 'round.reveal', taskId: null });
    const shown = await ben.waitFor('round.changed', (event) => event.round.isShow);
    expect(shown.round.votes.map((vote) => [vote.userId, vote.value])).toEqual([[ben.userId, '8']]);
  });

  it('takes a vote in one statement on either instance, each having heard of the other’s', async () => {
    const [ann, ben] = [new RoomTestUser(first.url), new RoomTestUser(first.url)];
    people.push(ann, ben);
    await ann.signUp(`ann-hot-${Date.now()}@example.com`);
    await ben.signUp(`ben-hot-${Date.now()}@example.com`);
    await ann.connect();
    await ben.connect(secondUrl);
    const roomId = await ann.createRoom();
    await ann.join(roomId);
    await ben.join(roomId);
    await ann.waitFor('members.changed', (event) => event.upserted.some((m) => m.userId === ben.userId));
    // Ann opened her own room again: her first vote reads it, and from then on it is remembered.
    await ann.must(roomId, { type: 'vote.cast', taskId: null, value: '1' });
    // Each statement outside a transaction, and each transaction, takes a connection of its own.
    const statements = vi.spyOn(pg.Pool.prototype, 'connect');
    try {
      for (const value of ['2', '3', '5', '8']) {
        const { version } = await ben.must(roomId, { type: 'vote.cast', taskId: null, value });
        // The second instance tells of its vote before the vote itself reaches anyone.
        await ann.waitFor('vote.changed', (event) => event.version === version);
        statements.mockClear();
        await ann.must(roomId, { type: 'vote.cast', taskId: null, value });
        // Not a version check that fails, then a read and a commit: the room as Ben's vote left it.
        expect(statements).toHaveBeenCalledTimes(1);
      }
    } finally {
      statements.mockRestore();
    }
  });

  it('shows each instance the other one’s votes and presence live, and a crashed instance’s users offline', async () => {
    const alice = new RoomTestUser(first.url);
    const bob = new RoomTestUser(secondUrl);
    people.push(alice, bob);
    await alice.signUp(`alice-${Date.now()}@example.com`);
    await alice.connect();
    await bob.signUp(`bob-${Date.now()}@example.com`);
    await bob.connect();

    const roomId = await alice.createRoom();
    await alice.join(roomId);
    await bob.join(roomId);
    await alice.waitFor('presence', (e) => e.online.includes(bob.userId));
    await alice.waitFor('members.changed', (e) => e.upserted.some((m) => m.userId === bob.userId));

    await bob.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    const seen = await alice.waitFor('vote.changed', (e) => e.userId === bob.userId);
    expect(seen).toMatchObject({ voted: true, value: null });
    await alice.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await bob.waitFor('vote.changed', (e) => e.userId === alice.userId && e.voted);
    await alice.must(roomId, { type: 'round.reveal', taskId: null });
    expect((await bob.waitFor('round.changed', (e) => e.round.isShow)).round.averageResult).toBe(6.5);

    alice.clearEvents();
    second.kill('SIGKILL');
    const offline = await alice.waitFor('presence', (e) => e.offline.includes(bob.userId), 15_000);
    expect(offline).toMatchObject({ online: [], offline: [bob.userId], whole: false });
  }, 60_000);
});
