import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { RoomTestUser } from '../../testing/room-client';
import {
  ADMIN_ENV,
  authDate,
  insertFeedback,
  insertVisits,
  signInBoss,
  type SignedUp,
} from '../../testing/admin-test-kit';

const DAY_MS = 86_400_000;

describe.each(TEST_DIALECTS)('the admin overview on %s', (dialect) => {
  let server: TestServer;
  let boss: SignedUp;
  beforeAll(async () => {
    server = await startTestServer(dialect, ADMIN_ENV);
    boss = await signInBoss(server);
  });
  afterAll(async () => server.close());

  it('computes every figure from the tables and the live connections', async () => {
    const now = new Date();
    const owner = new RoomTestUser(server.url);
    await owner.signUp('owner@example.com');
    await owner.connect();
    const player = new RoomTestUser(server.url);
    await player.signUp('player@example.com');
    await player.connect();
    const idle = new RoomTestUser(server.url);
    await idle.signUp('idle@example.com');
    await server.db.kysely
      .updateTable('user')
      .set({ createAt: authDate(server, new Date(now.getTime() - 10 * DAY_MS)) })
      .where('id', '=', player.userId)
      .execute();
    await server.db.kysely
      .updateTable('user')
      .set({ createAt: authDate(server, new Date(now.getTime() - 40 * DAY_MS)) })
      .where('id', '=', idle.userId)
      .execute();

    const revealed = await owner.createRoom({ name: 'Revealed' });
    const hidden = await owner.createRoom({ name: 'Hidden' });
    await owner.createRoom({ name: 'Empty' });
    await owner.join(revealed);
    await player.join(revealed);
    await owner.must(revealed, { type: 'vote.cast', taskId: null, value: '5' });
    await player.must(revealed, { type: 'vote.cast', taskId: null, value: '8' });
    await owner.must(revealed, { type: 'round.reveal', taskId: null });
    // Rounds revealed today count after the room has moved on: they are recorded.
    await owner.must(revealed, { type: 'round.reset', taskId: null });
    await owner.must(revealed, { type: 'vote.cast', taskId: null, value: '3' });
    await owner.must(revealed, { type: 'round.reveal', taskId: null });
    await owner.must(revealed, { type: 'round.reset', taskId: null });
    await server.db.kysely
      .insertInto('round_record')
      .values({
        roomId: revealed,
        roundKey: 'yesterday',
        round: 1,
        averageResult: 5,
        votes: JSON.stringify([{ userId: owner.userId, displayName: 'Owner', value: '5' }]),
        revealedAt: new Date(now.getTime() - DAY_MS).toISOString(),
        updatedAt: new Date(now.getTime() - DAY_MS).toISOString(),
      })
      .execute();
    await owner.join(hidden);
    await owner.must(hidden, { type: 'vote.cast', taskId: null, value: '3' });

    await insertVisits(server, now, 3);
    await insertVisits(server, new Date(now.getTime() - 5 * DAY_MS), 2);
    await insertVisits(server, new Date(now.getTime() - 40 * DAY_MS), 4);
    await insertVisits(server, now, 6, 'CLICK');
    await owner.http.post('/api/teams', { name: 'Counted' });
    await insertFeedback(server, { status: 'new' });
    await insertFeedback(server, { status: 'new' });
    await insertFeedback(server, { status: 'resolved' });

    const result = await boss.client.get('/api/admin/overview?tzOffset=0');
    expect(result.status, result.text).toBe(200);
    const overview = result.json;
    expect(overview.users).toEqual({
      total: 4,
      guests: 0,
      newLast7Days: 2,
      newLast30Days: 3,
      banned: 0,
      admins: 1,
    });
    expect(overview.rooms).toEqual({ total: 3, activeNow: 2 });
    expect(overview.onlineNow).toBe(2);
    expect(overview.today).toEqual({ rounds: 2, votes: 3 });
    expect(overview.retros).toBe(0);
    expect(overview.teams).toBe(1);
    expect(overview.feedbackWaiting).toBe(2);

    expect(overview.daily).toHaveLength(30);
    const today = now.toISOString().slice(0, 10);
    const fiveDaysAgo = new Date(now.getTime() - 5 * DAY_MS).toISOString().slice(0, 10);
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY_MS).toISOString().slice(0, 10);
    expect(overview.daily.at(-1)).toEqual({ date: today, visits: 3, signUps: 2 });
    expect(overview.daily.find((day: { date: string }) => day.date === fiveDaysAgo)).toMatchObject({
      visits: 2,
    });
    expect(overview.daily.find((day: { date: string }) => day.date === tenDaysAgo)).toMatchObject({
      signUps: 1,
    });
    const total = (key: 'visits' | 'signUps') =>
      overview.daily.reduce((sum: number, day: Record<string, number>) => sum + (day[key] ?? 0), 0);
    expect(total('visits')).toBe(5);
    expect(total('signUps')).toBe(3);

    owner.close();
    player.close();
    // Presence keeps a short grace period, but the live-socket count drops at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await boss.client.get('/api/admin/overview');
    expect(later.json.onlineNow).toBe(0);
    expect(later.json.rooms.activeNow).toBe(0);
  });
});
