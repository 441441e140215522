import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { TestClient } from '../../testing/http-client';
import { RoomTestUser } from '../../testing/room-client';
import {
  ADMIN_ENV,
  authDate,
  signInBoss,
  signUpUser,
  uniqueEmail,
  type SignedUp,
} from '../../testing/admin-test-kit';

describe.each(TEST_DIALECTS)('managing users on %s', (dialect) => {
  let server: TestServer;
  let boss: SignedUp;
  beforeAll(async () => {
    server = await startTestServer(dialect, ADMIN_ENV);
    boss = await signInBoss(server);
  });
  afterAll(async () => server.close());

  it('keeps at least one administrator', async () => {
    const demoteSelf = await boss.client.patch(`/api/admin/users/${boss.id}/role`, { role: 'user' });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.json).toMatchObject({
      code: 'LAST_ADMIN',
      message: expect.stringMatching(/without an administrator/),
    });
    const deleteSelf = await boss.client.request('DELETE', `/api/admin/users/${boss.id}`);
    expect(deleteSelf.status).toBe(409);
    expect(deleteSelf.json.code).toBe('LAST_ADMIN');

    const deputy = await signUpUser(server, uniqueEmail('deputy'));
    const promoted = await boss.client.patch(`/api/admin/users/${deputy.id}/role`, { role: 'admin' });
    expect(promoted.json).toMatchObject({ id: deputy.id, role: 'admin', isConfiguredAdmin: false });
    expect((await deputy.client.get('/api/admin/users')).status).toBe(200);

    // A banned administrator does not count: banning the deputy leaves the boss alone again.
    await boss.client.request('PUT', `/api/admin/users/${deputy.id}/ban`, { reason: 'Holiday' });
    expect((await boss.client.patch(`/api/admin/users/${boss.id}/role`, { role: 'user' })).status).toBe(409);
    await boss.client.request('DELETE', `/api/admin/users/${deputy.id}/ban`);

    const stepDown = await boss.client.patch(`/api/admin/users/${boss.id}/role`, { role: 'user' });
    expect(stepDown.json).toMatchObject({ role: 'user', isConfiguredAdmin: true });
    expect((await boss.client.get('/api/admin/users')).status).toBe(403);

    const deputyIn = new TestClient(server.url);
    await deputyIn.post('/api/auth/sign-in/email', { email: deputy.email, password: 'secret-pass' });
    expect((await deputyIn.patch(`/api/admin/users/${deputy.id}/role`, { role: 'user' })).json.code).toBe(
      'LAST_ADMIN',
    );
    expect((await deputyIn.patch(`/api/admin/users/${boss.id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await boss.client.get('/api/admin/users')).status).toBe(200);
  });

  it('does not make a guest an administrator', async () => {
    const guest = new TestClient(server.url);
    const signedIn = await guest.post('/api/auth/sign-in/anonymous', { name: 'Visitor' });
    const result = await boss.client.patch(`/api/admin/users/${signedIn.json.user.id}/role`, {
      role: 'admin',
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: 'GUEST_CANNOT_BE_ADMIN' });
  });

  it('deletes an account: its rooms are deleted, the rooms it joined are left', async () => {
    const leaver = new RoomTestUser(server.url);
    await leaver.signUp(uniqueEmail('leaver'));
    await leaver.connect();
    const other = new RoomTestUser(server.url);
    await other.signUp(uniqueEmail('stayer'));
    await other.connect();
    const owned = await leaver.createRoom({ name: 'Mine' });
    const joined = await other.createRoom({ name: 'Theirs' });
    await leaver.join(joined);

    expect((await boss.client.request('DELETE', `/api/admin/users/${leaver.userId}`)).status).toBe(204);
    const rooms = await server.db.kysely
      .selectFrom('room')
      .select('id')
      .where('id', 'in', [owned, joined])
      .execute();
    expect(rooms.map((room) => room.id)).toEqual([joined]);
    const members = await server.db.kysely
      .selectFrom('room_member')
      .select('userId')
      .where('roomId', '=', joined)
      .execute();
    expect(members.map((member) => member.userId)).toEqual([other.userId]);
    expect((await leaver.http.get('/api/session')).json).toEqual({ profile: null });
    [leaver, other].forEach((user) => user.close());
  });

  it('searches, sorts and pages the users table', async () => {
    const tag = `find${Date.now().toString(36)}`;
    const people = [
      { name: 'Carol Stone', rooms: 2, lastVisitDaysAgo: 3 },
      { name: 'alice Brook', rooms: 0, lastVisitDaysAgo: null },
      { name: 'Bob Marsh', rooms: 1, lastVisitDaysAgo: 1 },
      { name: 'Олена Коваль', rooms: 3, lastVisitDaysAgo: 10 },
      { name: 'Dave Hill', rooms: 0, lastVisitDaysAgo: 5 },
    ];
    const ids: Record<string, string> = {};
    for (const [index, person] of people.entries()) {
      const user = new RoomTestUser(server.url);
      await user.http.signUp(`${tag}-${index}@example.com`, 'secret-pass', person.name);
      user.userId = (await user.http.get('/api/profile')).json.uid as string;
      for (let i = 0; i < person.rooms; i += 1) await user.createRoom({ name: `${person.name} ${i}` });
      const lastVisit =
        person.lastVisitDaysAgo === null ? null : new Date(Date.now() - person.lastVisitDaysAgo * 86_400_000);
      await server.db.kysely
        .updateTable('user')
        .set({
          lastVisitDate: lastVisit && authDate(server, lastVisit),
          createAt: authDate(server, new Date(Date.now() - (index + 1) * 60_000)),
        })
        .where('id', '=', user.userId)
        .execute();
      ids[person.name] = user.userId;
    }
    const names = async (params: string) => {
      const page = await boss.client.get(`/api/admin/users?query=${tag}&${params}`);
      expect(page.status, page.text).toBe(200);
      return page.json.items.map((item: { displayName: string }) => item.displayName) as string[];
    };

    expect(await names('sort=name&order=asc')).toEqual([
      'alice Brook',
      'Bob Marsh',
      'Carol Stone',
      'Dave Hill',
      'Олена Коваль',
    ]);
    expect(await names('sort=rooms&order=desc')).toEqual([
      'Олена Коваль',
      'Carol Stone',
      'Bob Marsh',
      'alice Brook',
      'Dave Hill',
    ]);
    expect((await names('sort=lastVisit&order=desc'))[4]).toBe('alice Brook');
    expect(await names('sort=lastVisit&order=asc')).toEqual([
      'Олена Коваль',
      'Dave Hill',
      'Carol Stone',
      'Bob Marsh',
      'alice Brook',
    ]);
    expect(await names('sort=created&order=desc')).toEqual(people.map((person) => person.name));
    expect(await names('sort=email&order=desc')).toEqual([...people].reverse().map((person) => person.name));

    const byName = await boss.client.get('/api/admin/users?query=BROOK');
    expect(byName.json.items.map((item: { id: string }) => item.id)).toEqual([ids['alice Brook']]);
    const cyrillic = await boss.client.get(`/api/admin/users?query=${encodeURIComponent('Олена')}`);
    expect(cyrillic.json.items).toEqual([
      expect.objectContaining({ roomCount: 3, role: 'user', banned: false }),
    ]);
    expect((await boss.client.get('/api/admin/users?query=%25')).json.total).toBe(0);

    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await boss.client.get(
        `/api/admin/users?query=${tag}&sort=name&order=asc&page=${page}&pageSize=2`,
      );
      expect(result.json).toMatchObject({ total: 5, page, pageSize: 2 });
      seen.push(...result.json.items.map((item: { id: string }) => item.id));
    }
    expect(new Set(seen).size).toBe(5);

    const guests = await boss.client.get('/api/admin/users?kind=guest');
    expect(guests.json.items.every((item: { isAnonymous: boolean }) => item.isAnonymous)).toBe(true);
    const registered = await boss.client.get(`/api/admin/users?kind=registered&query=${tag}`);
    expect(registered.json.total).toBe(5);
  });
});
