import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuests, newUsers, type RoomTestUser } from '../../testing/room-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';

/**
 * Votes start from the room as this instance's last vote left it. Two instances sharing one
 * database make each other's guesses stale: every vote must still land once, as cast, and move the
 * version by one (on Postgres a guessed vote is one statement, which must write nothing when the
 * version has moved).
 */
describe.each(TEST_DIALECTS)('votes from two instances in one room, on %s', (dialect) => {
  let one: TestServer & { databaseUrl: string };
  let two: TestServer;
  const people: RoomTestUser[] = [];
  beforeAll(async () => {
    one = await startTestServer(dialect);
    two = await startTestServer(dialect, {}, { databaseUrl: one.databaseUrl });
  });
  afterAll(async () => {
    people.forEach((person) => person.close());
    await two?.close();
    await one?.close();
  });

  it('stores every vote as cast, whichever instance the room was last changed on', async () => {
    const [owner] = await newUsers(one.url, 1, 'hot-votes');
    const [guest] = await newGuests(two.url, 1, 'hot-votes');
    people.push(owner!, guest!);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    const joined = await guest!.join(roomId);

    const cast: [RoomTestUser, string][] = [
      [owner!, '1'],
      [owner!, '2'],
      [guest!, '3'],
      [owner!, '5'],
      [guest!, '8'],
      [guest!, '13'],
      [owner!, '3'],
    ];
    const versions: number[] = [];
    for (const [person, value] of cast) {
      versions.push((await person.must(roomId, { type: 'vote.cast', taskId: null, value })).version!);
    }
    expect(versions).toEqual(cast.map((_, index) => joined.version + index + 1));

    const stored = await one.db.kysely
      .selectFrom('vote')
      .select(['userId', 'value'])
      .where('roomId', '=', roomId)
      .execute();
    // Each database orders text its own way: compare the rows as a set.
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(
      expect.arrayContaining([
        { userId: owner!.userId, value: '3' },
        { userId: guest!.userId, value: '13' },
      ]),
    );
    const room = await one.db.kysely
      .selectFrom('room')
      .select('version')
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(room.version).toBe(versions.at(-1));
  });
});
