import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { RoomTestUser, TEST_ROOM_INPUT } from '../testing/room-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DATABASE_UNWRITABLE_MESSAGE } from './db-errors';

const TASK = { title: 'Import the backlog', description: 'x'.repeat(1_500), link: '' };

/**
 * SQLite's own switches for what a read-only file and a full disk do to the server's connection:
 * query_only refuses every write as a read-only file does, max_page_count stops the file growing.
 */
describe('a database that answers but takes no change', () => {
  let server: TestServer;
  let owner: RoomTestUser;
  let roomId = '';
  const pragma = (text: string) => sql.raw(`pragma ${text}`).execute(server.db.kysely);
  const ready = async () => {
    const answer = await fetch(`${server.url}/api/health/ready`);
    return { status: answer.status, database: ((await answer.json()) as { database: string }).database };
  };
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    owner = await new RoomTestUser(server.url).signUp(`state-${Date.now()}@example.com`);
    roomId = await owner.createRoom();
    await owner.connect();
    await owner.join(roomId);
  });
  afterAll(async () => {
    owner.close();
    await server.close();
  });

  it('is not ready while read-only, and every change is refused as "cannot save", then works again', async () => {
    await owner.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });
    expect(await ready()).toEqual({ status: 200, database: 'ok' });

    await pragma('query_only = on');
    try {
      expect(await ready()).toEqual({ status: 503, database: 'read-only' });
      expect(await owner.send({ type: 'vote.cast', roomId, taskId: null, value: '5' })).toEqual({
        ok: false,
        code: 'UNAVAILABLE',
        message: DATABASE_UNWRITABLE_MESSAGE,
      });
      const created = await owner.http.post('/api/rooms', TEST_ROOM_INPUT);
      expect({ status: created.status, body: created.json }).toMatchObject({
        status: 503,
        body: { code: 'UNAVAILABLE', message: DATABASE_UNWRITABLE_MESSAGE },
      });
      const signUp = await new TestClient(server.url).post('/api/auth/sign-up/email', {
        name: 'Newcomer',
        email: `new-${Date.now()}@example.com`,
        password: 'secret-pass',
      });
      expect({ status: signUp.status, body: signUp.json }).toEqual({
        status: 503,
        body: { code: 'UNAVAILABLE', message: DATABASE_UNWRITABLE_MESSAGE },
      });
    } finally {
      await pragma('query_only = off');
    }

    expect(await ready()).toEqual({ status: 200, database: 'ok' });
    await owner.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    const votes = (await owner.sync(roomId)).round.votes;
    expect(votes.find((vote) => vote.userId === owner.userId)?.value).toBe('8');
  });

  it('refuses a change that does not fit on a full disk whole, and says so', async () => {
    const before = (await owner.sync(roomId)).tasks.length;
    const rows = await sql<{ page_count: number }>`pragma page_count`.execute(server.db.kysely);
    await pragma(`max_page_count = ${rows.rows[0]!.page_count + 1}`);
    try {
      const ack = await owner.send({
        type: 'task.add',
        roomId,
        tasks: Array(25).fill(TASK),
        imported: true,
      });
      expect(ack).toEqual({ ok: false, code: 'UNAVAILABLE', message: DATABASE_UNWRITABLE_MESSAGE });
    } finally {
      await pragma('max_page_count = 1073741823');
    }
    expect((await owner.sync(roomId)).tasks.length).toBe(before);
    await owner.must(roomId, { type: 'task.add', tasks: [TASK], imported: false });
    expect((await owner.sync(roomId)).tasks.length).toBe(before + 1);
  });
});
