import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { RoomTestUser } from '../testing/room-client';

describe.each(TEST_DIALECTS)('a guest turning into an account on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server.close());

  it('keeps the rooms, roles and votes the guest had', async () => {
    const host = new RoomTestUser(server.url);
    await host.signUp(`host-${Date.now()}@example.com`);
    await host.connect();
    const hostRoom = await host.createRoom({ name: 'Host room' });
    await host.join(hostRoom);

    const guest = new RoomTestUser(server.url);
    expect((await guest.http.post('/api/auth/sign-in/anonymous', { name: 'Gus' })).status).toBe(200);
    const guestId = (await guest.http.get('/api/profile')).json.uid as string;
    guest.userId = guestId;
    await guest.connect();
    const ownRoom = await guest.createRoom({ name: 'Guest room' });
    await guest.join(ownRoom);
    await guest.join(hostRoom);
    await guest.must(hostRoom, { type: 'vote.cast', taskId: null, value: '5' });
    guest.close();

    await guest.http.signUp(`gus-${Date.now()}@example.com`, 'secret-pass', 'Gus');
    const profile = (await guest.http.get('/api/profile')).json;
    expect(profile.uid).not.toBe(guestId);
    expect(profile.isAnonymous).toBe(false);

    const lists = (await guest.http.get('/api/rooms')).json;
    expect(lists.rooms.map((r: { name: string }) => r.name)).toEqual(['Guest room']);
    expect(lists.guestRooms.map((r: { name: string }) => r.name)).toEqual(['Host room']);
    const votes = await server.db.kysely
      .selectFrom('vote')
      .selectAll()
      .where('roomId', '=', hostRoom)
      .execute();
    expect(votes.map((v) => v.userId)).toEqual([profile.uid]);
    expect(
      await server.db.kysely.selectFrom('user').select('id').where('id', '=', guestId).execute(),
    ).toEqual([]);
    host.close();
  });
});
