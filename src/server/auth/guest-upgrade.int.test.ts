import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { RoomTestUser } from '../testing/room-client';
import { RetroTestUser } from '../testing/retro-client';

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
    // A revealed round is recorded with its voters: the guest's history is in the record.
    await host.must(hostRoom, { type: 'round.reveal', taskId: null });
    await host.must(hostRoom, { type: 'round.reset', taskId: null });
    await guest.must(hostRoom, { type: 'vote.cast', taskId: null, value: '8' });
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
    const [record] = await server.db.kysely
      .selectFrom('round_record')
      .select('votes')
      .where('roomId', '=', hostRoom)
      .execute();
    expect(JSON.parse(record!.votes)).toEqual([{ userId: profile.uid, displayName: 'Gus', value: '5' }]);
    expect((await guest.http.get('/api/profile/stats')).json.roundsVoted).toBe(1);
    expect(
      await server.db.kysely.selectFrom('user').select('id').where('id', '=', guestId).execute(),
    ).toEqual([]);
    host.close();
  });

  it('keeps the retros, cards and dots the guest had', async () => {
    const host = new RetroTestUser(
      await new RoomTestUser(server.url).signUp(`rhost-${Date.now()}@example.com`).then((u) => u.connect()),
    );
    const retroId = await host.createRetro();
    const { columns } = await host.join(retroId);

    const person = new RoomTestUser(server.url);
    expect((await person.http.post('/api/auth/sign-in/anonymous', { name: 'Gus' })).status).toBe(200);
    const guestId = (await person.http.get('/api/profile')).json.uid as string;
    person.userId = guestId;
    const guest = new RetroTestUser(await person.connect());
    await guest.join(retroId);
    await guest.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text: 'written as a guest' });
    person.close();

    await person.http.signUp(`rgus-${Date.now()}@example.com`, 'secret-pass', 'Gus');
    const profile = (await person.http.get('/api/profile')).json;
    const mine = (await person.http.get('/api/retros')).json as { retros: { id: string }[] };
    expect(mine.retros.map((retro) => retro.id)).toEqual([retroId]);
    const cards = await server.db.kysely
      .selectFrom('retro_card')
      .select('authorId')
      .where('retroId', '=', retroId)
      .execute();
    expect(cards).toEqual([{ authorId: profile.uid }]);
    host.person.close();
  });

  it('counts the cards a guest brings to an account that is in the same retro as the account’s', async () => {
    const host = new RetroTestUser(
      await new RoomTestUser(server.url).signUp(`chost-${Date.now()}@example.com`).then((u) => u.connect()),
    );
    const retroId = await host.createRetro({ options: { anonymous: false } });
    const { columns } = await host.join(retroId);
    const columnId = columns[0]!.id;
    const email = `ann-${Date.now()}@example.com`;
    const ann = new RetroTestUser(await new RoomTestUser(server.url).signUp(email).then((u) => u.connect()));
    await ann.join(retroId);
    await ann.must(retroId, { type: 'card.add', columnId, text: 'written as Ann' });

    const person = new RoomTestUser(server.url);
    expect((await person.http.post('/api/auth/sign-in/anonymous', { name: 'Gus' })).status).toBe(200);
    person.userId = (await person.http.get('/api/profile')).json.uid as string;
    const guest = new RetroTestUser(await person.connect());
    await guest.join(retroId);
    await guest.must(retroId, { type: 'card.add', columnId, text: 'written as a guest' });
    person.close();
    const signIn = await person.http.post('/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(signIn.status).toBe(200);

    // Ann, still in the retro on her first tab, writes one more: all three are hers.
    const { version } = await ann.must(retroId, { type: 'card.add', columnId, text: 'Ann again' });
    const counted = await host.waitFor('cards.counted', (event) => event.version === version);
    expect(counted.counts).toEqual([{ columnId, userId: ann.userId, count: 3 }]);
    host.person.close();
    ann.person.close();
  });
});
