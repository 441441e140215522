import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import { newUsers, type RoomTestUser } from './testing/room-client';
import { spawnServer, type SpawnedServer } from './testing/spawned-server';
import { freshDatabaseUrl, TEST_DIALECTS } from './testing/test-server';

const VOTERS = 4;
const VALUES = ['1', '2', '3', '5', '8', '13'];

describe.each(TEST_DIALECTS)('the server killed with SIGKILL on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('has every acknowledged vote in the database after a restart', async () => {
    const database =
      dialect === 'postgres'
        ? await freshDatabaseUrl('postgres')
        : {
            url: `sqlite://${path.join(mkdtempSync(path.join(tmpdir(), 'estimate-kill-')), 'app.db')}`,
            dispose: async () => undefined,
          };
    cleanups.push(database.dispose);
    const env = { DATABASE_URL: database.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'warn' };
    let server: SpawnedServer = await spawnServer(env);
    cleanups.push(() => server.kill());

    const people: RoomTestUser[] = await newUsers(server.url, VOTERS, `kill-${dialect}`);
    cleanups.push(() => people.forEach((person) => person.close()));
    const roomId = await people[0]!.createRoom();
    for (const person of people) await person.join(roomId);

    /** Per voter: the value of the last acknowledged vote, and every value sent after it. */
    const acked = new Map<string, string>();
    const sentSince = new Map<string, string[]>();
    let killed = false;
    const stream = people.map(async (person) => {
      for (let index = 0; !killed; index += 1) {
        const value = VALUES[index % VALUES.length]!;
        sentSince.set(person.userId, [...(sentSince.get(person.userId) ?? []), value]);
        const ack = await Promise.race([
          // The kill cuts the socket: that vote's answer never comes.
          person.send({ type: 'vote.cast', roomId, taskId: null, value }).catch(() => null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
        ]);
        if (!ack) return;
        if (ack.ok) {
          acked.set(person.userId, value);
          sentSince.set(person.userId, []);
        }
        await new Promise((resolve) => setTimeout(resolve, 70));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(stream);
    await server.exited;
    expect(acked.size).toBe(VOTERS);

    server = await spawnServer(env);
    let db: Db | undefined;
    try {
      db = openDatabase(
        dialect === 'postgres'
          ? { dialect, location: database.url }
          : { dialect, location: database.url.replace(/^sqlite:\/\//, '') },
      );
      const rows = await db.kysely
        .selectFrom('vote')
        .select(['userId', 'value'])
        .where('roomId', '=', roomId)
        .execute();
      const stored = new Map(rows.map((row) => [row.userId, row.value]));
      for (const person of people) {
        // The acknowledged value, or one sent after it whose answer the kill cut off.
        expect([acked.get(person.userId), ...(sentSince.get(person.userId) ?? [])]).toContain(
          stored.get(person.userId),
        );
      }
    } finally {
      await db?.close();
    }
    console.info(
      `${dialect}: killed mid-stream; ${[...acked.values()].length} voters' last acknowledged votes all stored`,
    );
  }, 60_000);
});
