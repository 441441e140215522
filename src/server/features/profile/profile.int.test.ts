import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { TestClient } from '../../testing/http-client';
import { newUsers } from '../../testing/room-client';
import { profileSchema } from '../../../shared/api/profile';

const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe.each(TEST_DIALECTS)('profile on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server.close());

  async function signedIn(name = 'profile') {
    const client = new TestClient(server.url);
    await client.signUp(unique(name), 'secret-pass', 'Pat Example');
    return client;
  }

  it('updates name, sound, volume and language, and refuses bad values clearly', async () => {
    const client = await signedIn();
    const before = (await client.get('/api/profile')).json;
    expect(before).toMatchObject({ displayName: 'Pat Example', sound: true, soundVolume: 0.5, locale: null });

    const saved = await client.patch('/api/profile', {
      displayName: '  Pat Renamed ',
      sound: false,
      soundVolume: 0.25,
      locale: 'uk',
    });
    expect(saved.status).toBe(200);
    expect(profileSchema.parse(saved.json)).toEqual(saved.json);
    expect(saved.json).toMatchObject({
      displayName: 'Pat Renamed',
      sound: false,
      soundVolume: 0.25,
      locale: 'uk',
    });
    expect((await client.get('/api/session')).json.profile.displayName).toBe('Pat Renamed');

    for (const bad of [{ soundVolume: 1.5 }, { displayName: '   ' }, { locale: 'fr' }, { role: 'admin' }]) {
      const refused = await client.patch('/api/profile', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.json).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await client.patch('/api/profile', { displayName: 'x'.repeat(61) })).json.message).toMatch(
      /at most 60/,
    );
    expect((await new TestClient(server.url).patch('/api/profile', { sound: true })).status).toBe(401);
  });

  it('changes the password only with the right current one', async () => {
    const email = unique('password');
    const client = new TestClient(server.url);
    await client.signUp(email, 'secret-pass');

    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'brand-new-pass',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: 'WRONG_PASSWORD', message: 'The current password is not right' });

    const short = await client.post('/api/auth/change-password', {
      currentPassword: 'secret-pass',
      newPassword: '12345',
    });
    expect(short.json).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    const right = await client.post('/api/auth/change-password', {
      currentPassword: 'secret-pass',
      newPassword: 'brand-new-pass',
      revokeOtherSessions: true,
    });
    expect(right.status).toBe(200);
    expect(JSON.stringify(right.json)).not.toContain('"token"');

    const fresh = new TestClient(server.url);
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: 'secret-pass' })).status).toBe(
      401,
    );
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: 'brand-new-pass' })).status).toBe(
      200,
    );
  });

  it('counts tasks estimated, revealed rounds voted in and the last room visited', async () => {
    const [owner, player] = await newUsers(server.url, 2, 'stats');
    expect((await player!.http.get('/api/profile/stats')).json).toEqual({
      tasksEstimated: 0,
      roundsVoted: 0,
      lastVisit: null,
    });
    const roomId = await owner!.createRoom({ name: 'Stats room' });
    await owner!.join(roomId);
    await player!.join(roomId);
    const added = await owner!.must(roomId, {
      type: 'task.add',
      tasks: [{ title: 'A' }, { title: 'B' }],
      imported: false,
    });
    expect(added.ok).toBe(true);
    const tasks = (await owner!.send({ type: 'room.sync', roomId })) as {
      snapshot?: { tasks: { id: string }[] };
    };
    const [a, b] = tasks.snapshot!.tasks;
    await owner!.must(roomId, { type: 'task.select', taskId: a!.id });
    await player!.must(roomId, { type: 'vote.cast', taskId: a!.id, value: '3' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: a!.id });
    await owner!.must(roomId, { type: 'task.estimate', taskId: a!.id, estimate: '3' });
    await owner!.must(roomId, { type: 'task.select', taskId: b!.id });
    // A vote in a round not revealed yet does not count.
    await player!.must(roomId, { type: 'vote.cast', taskId: b!.id, value: '5' });

    const stats = (await player!.http.get('/api/profile/stats')).json;
    expect(stats).toMatchObject({
      tasksEstimated: 1,
      roundsVoted: 1,
      lastVisit: { roomId, roomName: 'Stats room', date: expect.stringMatching(/^\d{4}-/) },
    });
    expect((await owner!.http.get('/api/profile/stats')).json).toMatchObject({
      tasksEstimated: 1,
      roundsVoted: 0,
    });
    expect((await new TestClient(server.url).get('/api/profile/stats')).status).toBe(401);

    // A round played again is a second round; leaving the room (which drops the vote rows) keeps both.
    await owner!.must(roomId, { type: 'task.select', taskId: a!.id });
    await owner!.must(roomId, { type: 'round.reset', taskId: a!.id });
    await player!.must(roomId, { type: 'vote.cast', taskId: a!.id, value: '5' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: a!.id });
    expect((await player!.http.get('/api/profile/stats')).json).toMatchObject({ roundsVoted: 2 });
    await player!.must(roomId, { type: 'room.leave' });
    expect((await player!.http.get('/api/profile/stats')).json).toEqual({
      tasksEstimated: 0,
      roundsVoted: 2,
      lastVisit: null,
    });
    [owner, player].forEach((u) => u!.close());
  });

  it('deletes the account: owned rooms deleted, joined rooms left, session gone', async () => {
    const [leaver, other] = await newUsers(server.url, 2, 'delete-me');
    const owned = await leaver!.createRoom({ name: 'Mine' });
    const joined = await other!.createRoom({ name: 'Theirs' });
    await other!.join(owned);
    await other!.join(joined);
    await leaver!.join(joined);
    other!.clearEvents();

    const deleted = await leaver!.http.request('DELETE', '/api/profile');
    expect(deleted.status).toBe(204);
    await other!.waitFor('room.closed', (e) => e.roomId === owned && e.reason === 'deleted');
    await other!.waitFor('members.changed', (e) => e.roomId === joined && e.removed.includes(leaver!.userId));
    expect((await leaver!.http.get('/api/session')).json).toEqual({ profile: null });
    expect((await leaver!.http.get('/api/profile')).status).toBe(401);
    const lists = (await other!.http.get('/api/rooms')).json;
    expect(lists.rooms.map((r: { name: string }) => r.name)).toEqual(['Theirs']);
    expect(lists.guestRooms).toEqual([]);
    const user = await server.db.kysely
      .selectFrom('user')
      .select('id')
      .where('id', '=', leaver!.userId)
      .executeTakeFirst();
    expect(user).toBeUndefined();
    expect((await new TestClient(server.url).request('DELETE', '/api/profile')).status).toBe(401);
    [leaver, other].forEach((u) => u!.close());
  });
});
