import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/protocol/room-protocol';
import type { RoomTestUser } from '../../testing/room-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

const PEOPLE = 10;
const DECK = ['1', '2', '3', '5', '8', '13', '21', '?', '0', '1'];

type VoteChanged = Extract<ServerEvent, { type: 'vote.changed' }>;

/**
 * A room's votes that arrive while it is busy are committed together: each still lands once, as
 * cast, with a version of its own, is answered only once stored, and reaches the others without
 * its value.
 */
describe.each(TEST_DIALECTS)('a table voting at the same moment, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'together');

  async function table(): Promise<{ roomId: string; people: RoomTestUser[] }> {
    const [owner] = await bed.users(1);
    const guests = await bed.guests(PEOPLE - 1);
    const people = [owner!, ...guests];
    const roomId = await owner!.createRoom();
    for (const person of people) await person.join(roomId);
    // A first vote each, one at a time: the room then remembers everyone at the table.
    for (const person of people) await person.must(roomId, { type: 'vote.cast', taskId: null, value: '1' });
    return { roomId, people };
  }

  it('stores every vote once, as cast, each with its own version, and shows no value to the others', async () => {
    const { roomId, people } = await table();
    const before = (await people[0]!.sync(roomId)).version;
    people.forEach((person) => person.clearEvents());

    const acks = await Promise.all(
      people.map((person, index) =>
        person.must(roomId, { type: 'vote.cast', taskId: null, value: DECK[index]! }),
      ),
    );
    const versions = acks.map((ack) => ack.version!).sort((a, b) => a - b);
    expect(versions).toEqual(people.map((_, index) => before + index + 1));

    const stored = await bed.server.db.kysely
      .selectFrom('vote')
      .select(['userId', 'value'])
      .where('roomId', '=', roomId)
      .execute();
    expect(stored).toHaveLength(PEOPLE);
    expect(stored).toEqual(
      expect.arrayContaining(people.map((person, index) => ({ userId: person.userId, value: DECK[index] }))),
    );
    const room = await bed.server.db.kysely
      .selectFrom('room')
      .select('version')
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(room.version).toBe(before + PEOPLE);

    for (const [index, person] of people.entries()) {
      const last = versions.at(-1)!;
      await person.waitFor('vote.changed', (event) => event.version === last);
      const seen = person.events.filter((event): event is VoteChanged => event.type === 'vote.changed');
      expect(seen.map((event) => event.version).sort((a, b) => a - b)).toEqual(versions);
      for (const event of seen) expect(event.value).toBe(event.userId === person.userId ? DECK[index] : null);
    }

    if (dialect === 'postgres') {
      // Rows written by one statement share its transaction: fewer transactions than votes.
      const { rows } = await sql<{ n: string }>`
        select count(distinct xmin::text) as n from vote where "roomId" = ${roomId}`.execute(
        bed.server.db.kysely,
      );
      expect(Number(rows[0]!.n)).toBeLessThan(PEOPLE);
    }
  });

  it('goes on voting together on the next task, as everyone votes on it at once', async () => {
    const { roomId, people } = await table();
    const [owner] = people;
    const added = await owner!.must(roomId, {
      type: 'task.add',
      tasks: [{ title: 'Next' }],
      imported: false,
    });
    expect(added.ok).toBe(true);
    const { snapshot } = (await owner!.send({ type: 'room.sync', roomId })) as {
      snapshot?: { tasks: { id: string }[] };
    };
    const taskId = snapshot!.tasks[0]!.id;
    await owner!.must(roomId, { type: 'task.select', taskId });
    await Promise.all(
      people.map((person, index) => person.must(roomId, { type: 'vote.cast', taskId, value: DECK[index]! })),
    );
    const stored = await bed.server.db.kysely
      .selectFrom('vote')
      .select(['userId', 'value'])
      .where('roomId', '=', roomId)
      .where('roundKey', '=', taskId)
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining(people.map((person, index) => ({ userId: person.userId, value: DECK[index] }))),
    );
    if (dialect === 'postgres') {
      const { rows } = await sql<{ n: string }>`
        select count(distinct xmin::text) as n from vote
        where "roomId" = ${roomId} and "roundKey" = ${taskId}`.execute(bed.server.db.kysely);
      expect(Number(rows[0]!.n)).toBeLessThan(PEOPLE);
    }
  });

  it('stores the others’ votes when one of them is refused, and refuses that one alone', async () => {
    const { roomId, people } = await table();
    const answers = await Promise.all(
      people.map((person, index) =>
        person.send({ type: 'vote.cast', roomId, taskId: null, value: index === 4 ? 'joker' : DECK[index]! }),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      expect.objectContaining({ ok: false, code: 'INVALID_CARD' }),
    ]);
    expect(answers[4]).toMatchObject({ ok: false, code: 'INVALID_CARD' });
    const stored = await bed.server.db.kysely
      .selectFrom('vote')
      .select(['userId', 'value'])
      .where('roomId', '=', roomId)
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining(
        people.map((person, index) => ({ userId: person.userId, value: index === 4 ? '1' : DECK[index] })),
      ),
    );
  });
});
