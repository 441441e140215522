import { sql } from 'kysely';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { MAX_CARDS_PER_PERSON, MAX_CARDS_PER_RETRO } from '../../../shared/domain/retro';
import type { RetroEvent } from '../../../shared/protocol/retro-protocol';
import { RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

const PEOPLE = 8;
const CARDS_EACH = 3;
const WAIT_MS = 8_000;

type Counted = Extract<RetroEvent, { type: 'cards.counted' }>;
type Saved = Extract<RetroEvent, { type: 'card.saved' }>;

/**
 * Everyone writing at the same moment: the cards of different people waiting for the retro are
 * committed together, counted from the tally the retro carries, and each is still stored once,
 * answered only once stored, and shown to nobody but its author before the reveal.
 */
describe.each(TEST_DIALECTS)('a retro writing cards at the same moment, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'cards');

  async function retro(options = {}) {
    const people = (await bed.users(PEOPLE)).map((user) => new RetroTestUser(user));
    const retroId = await people[0]!.createRetro({ options });
    return { retroId, people };
  }

  /** Cards written straight into the database, as if long ago, before anyone opens the retro. */
  async function writtenBefore(retroId: string, columnId: string, authorId: string | null, count: number) {
    const stamp = new Date().toISOString();
    const cards = Array.from({ length: count }, (_, index) => ({
      id: nanoid(16),
      retroId,
      columnId,
      authorId,
      text: `before ${index}`,
      groupId: null,
      createAt: stamp,
      updatedAt: stamp,
    }));
    await bed.server.db.kysely.insertInto('retro_card').values(cards).execute();
  }

  /** The event this person got at this version: their own card, or everyone's counts. */
  async function eventAt(person: RetroTestUser, version: number): Promise<Counted | Saved> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = person.events.find(
        (event): event is Counted | Saved =>
          (event.type === 'cards.counted' || event.type === 'card.saved') && event.version === version,
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`nothing at version ${version}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('stores every card once, counts them right for everyone, and shows none of them to the others', async () => {
    const { retroId, people } = await retro({ anonymous: false });
    const [view] = await Promise.all(people.map((person) => person.join(retroId)));
    const columns = view!.columns.map((column) => column.id);
    const before = (await people[0]!.sync(retroId)).version;

    const written = people.flatMap((person, index) =>
      Array.from({ length: CARDS_EACH }, (_, card) => ({
        person,
        columnId: columns[card % columns.length]!,
        text: `SECRET-${index}-${card}`,
      })),
    );
    const acks = await Promise.all(
      written.map(({ person, columnId, text }) => person.must(retroId, { type: 'card.add', columnId, text })),
    );
    const versions = acks.map((ack) => ack.version!).sort((a, b) => a - b);
    expect(versions).toEqual(written.map((_, index) => before + index + 1));

    const stored = await bed.server.db.kysely
      .selectFrom('retro_card')
      .select(['authorId', 'columnId', 'text'])
      .where('retroId', '=', retroId)
      .execute();
    expect(stored).toHaveLength(written.length);
    expect(stored).toEqual(
      expect.arrayContaining(
        written.map(({ person, columnId, text }) => ({ authorId: person.userId, columnId, text })),
      ),
    );

    const last = versions.at(-1)!;
    for (const [index, person] of people.entries()) {
      // Everyone's last word on the counts is the whole: three cards each, one per column.
      const { counts } = await eventAt(person, last);
      expect(counts).toHaveLength(PEOPLE * CARDS_EACH);
      expect(counts.every((count) => count.count === 1)).toBe(true);
      const frames = person.frames.join('\n');
      expect(frames).toContain(`SECRET-${index}-0`);
      for (const other of people.keys())
        if (other !== index) expect(frames).not.toContain(`SECRET-${other}-`);
    }

    if (dialect === 'postgres') {
      // Rows written by one statement share its transaction. Each person's three cards arrive one
      // after the other, and the others' cards need not wait behind someone's second: 24 cards
      // took 18 transactions when they did, and take about one per card a person writes (6).
      const { rows } = await sql<{ n: string }>`
        select count(distinct xmin::text) as n from retro_card where "retroId" = ${retroId}`.execute(
        bed.server.db.kysely,
      );
      expect(Number(rows[0]!.n)).toBeLessThan(written.length / 2);
    }
  });

  it('holds each person and the retro to their limits when the cards come at once', async () => {
    const { retroId, people } = await retro();
    const [bob, ...others] = people;
    const { columns } = await bed.server.db.kysely
      .selectFrom('retro')
      .select('columns')
      .where('id', '=', retroId)
      .executeTakeFirstOrThrow();
    const [first, second, third] = (JSON.parse(columns) as { id: string }[]).map((column) => column.id);
    // Bob is one card short of his limit; the retro, with everyone else's, two short of its own.
    await writtenBefore(retroId, first!, bob!.userId, MAX_CARDS_PER_PERSON - 1);
    await writtenBefore(retroId, second!, null, MAX_CARDS_PER_RETRO - MAX_CARDS_PER_PERSON - 1);
    await Promise.all(people.map((person) => person.join(retroId)));

    const send = (person: RetroTestUser, text: string) =>
      person.send({ type: 'card.add', roomId: retroId, columnId: third!, text });
    const bobs = await Promise.all([
      send(bob!, 'one more'),
      send(bob!, 'too many'),
      send(bob!, 'far too many'),
    ]);
    expect(bobs.filter((ack) => ack.ok)).toHaveLength(1);
    expect(bobs.filter((ack) => !ack.ok && ack.code === 'LIMIT_REACHED')).toHaveLength(2);

    const theirs = await Promise.all(others.map((person) => send(person, 'last call')));
    expect(theirs.filter((ack) => ack.ok)).toHaveLength(1);
    expect(theirs.filter((ack) => !ack.ok && ack.code === 'LIMIT_REACHED')).toHaveLength(others.length - 1);

    const cards = await bed.server.db.kysely
      .selectFrom('retro_card')
      .select(['authorId'])
      .where('retroId', '=', retroId)
      .execute();
    expect(cards).toHaveLength(MAX_CARDS_PER_RETRO);
    expect(cards.filter((card) => card.authorId === bob!.userId)).toHaveLength(MAX_CARDS_PER_PERSON);
  });
});
