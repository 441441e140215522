import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { newUsers, TEST_ROOM_INPUT } from '../../testing/room-client';
import { TestClient } from '../../testing/http-client';

describe.each(TEST_DIALECTS)('room lists and actions over HTTP on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server.close());

  it('lists owned, joined and recent rooms, favourites first', async () => {
    const [owner, guest] = await newUsers(server.url, 2, 'lists');
    const first = await owner!.createRoom({ name: 'First' });
    const second = await owner!.createRoom({ name: 'Second' });
    const theirs = await guest!.createRoom({ name: 'Theirs' });
    // Visits a few milliseconds apart, as a person's are: a fast machine made two in the same one.
    for (const roomId of [first, second, theirs]) {
      await owner!.join(roomId);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await owner!.must(first, {
      type: 'task.add',
      tasks: [{ title: 'T1' }, { title: 'T2' }],
      imported: false,
    });

    const favourite = await owner!.http.request('PUT', `/api/rooms/${first}/favorite`, { isFavorite: true });
    expect(favourite.json).toMatchObject({ id: first, isFavorite: true, taskCount: 2, memberCount: 1 });
    const lists = (await owner!.http.get('/api/rooms')).json;
    expect(lists.rooms.map((r: { name: string }) => r.name).sort()).toEqual(['First', 'Second']);
    expect(lists.guestRooms).toEqual([
      expect.objectContaining({ name: 'Theirs', isOwner: false, ownerName: expect.any(String) }),
    ]);
    expect(lists.lastVisitMeets.map((r: { name: string }) => r.name)).toEqual(['First', 'Theirs', 'Second']);
    [owner, guest].forEach((u) => u!.close());
  });

  it('tells anyone with the link whether the room exists and its name, and nothing else', async () => {
    const [owner] = await newUsers(server.url, 1, 'preview');
    const roomId = await owner!.createRoom({ name: 'Sprint 7' });
    const visitor = new TestClient(server.url);
    const preview = await visitor.get(`/api/rooms/${roomId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({ id: roomId, name: 'Sprint 7' });
    const missing = await visitor.get('/api/rooms/nope-nope-nope/preview');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: 'This room does not exist, or it was deleted' });
    expect((await visitor.get('/api/rooms/a%20b/preview')).status).toBe(400);
    owner!.close();
  });

  it('leaves and deletes with live notice to the room, and clear errors', async () => {
    const [owner, guest] = await newUsers(server.url, 2, 'actions');
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await guest!.join(roomId);
    expect((await owner!.http.post(`/api/rooms/${roomId}/leave`)).json).toMatchObject({ code: 'FORBIDDEN' });
    expect((await guest!.http.request('DELETE', `/api/rooms/${roomId}`)).status).toBe(403);
    owner!.clearEvents();
    expect((await guest!.http.post(`/api/rooms/${roomId}/leave`)).status).toBe(204);
    await owner!.waitFor('members.changed', (e) => e.removed.includes(guest!.userId));
    expect((await guest!.http.get('/api/rooms')).json.guestRooms).toEqual([]);
    expect((await owner!.http.request('DELETE', `/api/rooms/${roomId}`)).status).toBe(204);
    await owner!.waitFor('room.closed', (e) => e.reason === 'deleted');
    expect((await owner!.http.request('DELETE', `/api/rooms/${roomId}`)).status).toBe(404);
    expect(
      (await owner!.http.request('PUT', `/api/rooms/not.valid/favorite`, { isFavorite: true })).status,
    ).toBe(400);
    [owner, guest].forEach((u) => u!.close());
  });

  it('deletes an account by deleting its rooms and leaving the others', async () => {
    const [leaver, other] = await newUsers(server.url, 2, 'deleting');
    const owned = await leaver!.createRoom({ name: 'Mine' });
    const joined = await other!.createRoom({ name: 'Yours' });
    await other!.join(owned);
    await other!.join(joined);
    await leaver!.join(joined);
    other!.clearEvents();
    await server.app.accounts.deleteAccount(leaver!.userId);
    await other!.waitFor('room.closed', (e) => e.roomId === owned && e.reason === 'deleted');
    await other!.waitFor('members.changed', (e) => e.roomId === joined && e.removed.includes(leaver!.userId));
    const lists = (await other!.http.get('/api/rooms')).json;
    expect(lists.guestRooms).toEqual([]);
    expect(lists.rooms.map((r: { name: string }) => r.name)).toEqual(['Yours']);
    expect((await leaver!.http.get('/api/session')).json).toEqual({ profile: null });
    [leaver, other].forEach((u) => u!.close());
  });
});

describe.each(TEST_DIALECTS)('creating rooms too fast on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server.close());

  it('answers creating rooms too fast with RATE_LIMITED and when to try again', async () => {
    const [owner] = await newUsers(server.url, 1, 'flood');
    const answers = await Promise.all(
      Array.from({ length: 21 }, () => owner!.http.post('/api/rooms', { name: 'Flood' })),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Try again in 1 minute',
    });
    owner!.close();
  });
});

describe('creating rooms too fast from many addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { TRUST_PROXY: 'true' });
  });
  afterAll(async () => server.close());

  it('holds one person to the same limit whatever address each request comes from', async () => {
    const [owner] = await newUsers(server.url, 1, 'spread');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        owner!.http.request(
          'POST',
          '/api/rooms',
          { ...TEST_ROOM_INPUT, name: 'Spread' },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.find((answer) => answer.status === 429)?.json).toEqual({
      code: 'RATE_LIMITED',
      message: 'You have made many rooms in a row. Try again in a minute',
    });
    owner!.close();
  });
});
