import { describe, expect, it } from 'vitest';
import { RetroTestUser, type CommandWithoutRetro } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { countingStatements } from '../../testing/statement-counter';
import { TEST_DIALECTS } from '../../testing/test-server';
import { loadRetroState, readBoard } from './retro-store';

/**
 * A step, a dot and a regrouping are decided on the whole board: its cards, groups, dots and people,
 * read in one round trip on Postgres, inside the change.
 */
describe.each(TEST_DIALECTS)('a retro board, read for a change and regrouped, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'retroboard');

  /** Ann and Ben in Ann's new retro, as Alice and Bob on its socket. */
  async function twoInARetro() {
    const [ann, ben] = await bed.users(2);
    const alice = new RetroTestUser(ann!);
    const bob = new RetroTestUser(ben!);
    const retroId = await alice.createRetro();
    const { columns } = await alice.join(retroId);
    await bob.join(retroId);
    return { ann: ann!, ben: ben!, alice, bob, retroId, columns };
  }

  it('holds every card, group, dot and member, in one statement on Postgres', async () => {
    const { ann, ben, alice, bob, retroId, columns } = await twoInARetro();
    for (const text of ['first', 'second', 'third'])
      await alice.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text });
    await bob.must(retroId, { type: 'card.add', columnId: columns[1]!.id, text: 'fourth' });
    await alice.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const { cards } = await alice.sync(retroId);
    await alice.must(retroId, { type: 'phase.set', phase: 'group' });
    await alice.must(retroId, { type: 'group.join', cardId: cards[0]!.id, targetId: cards[1]!.id });
    await alice.must(retroId, { type: 'phase.set', phase: 'vote' });
    await alice.must(retroId, { type: 'vote.add', itemId: cards[2]!.id });
    await bob.must(retroId, { type: 'vote.add', itemId: cards[2]!.id });
    await bob.must(retroId, { type: 'vote.add', itemId: cards[3]!.id });

    const { db, counted } = countingStatements(bed.server.db.kysely);
    const board = await readBoard(db, retroId);
    expect(counted.statements).toBe(dialect === 'postgres' ? 1 : 4);

    // As the snapshot's read has them, each table on its own.
    const state = await loadRetroState(bed.server.db.kysely, retroId);
    expect(board).toEqual({
      cards: state!.cards,
      groups: state!.groups,
      votes: state!.votes,
      members: state!.members,
    });
    expect(board.cards).toHaveLength(4);
    expect(board.groups).toHaveLength(1);
    expect(board.votes).toHaveLength(3);
    expect(board.members.map((member) => member.userId).sort()).toEqual([ann.userId, ben.userId].sort());
    expect(board.members.find((member) => member.userId === ben.userId)).toMatchObject({
      displayName: ben.displayName,
    });
  });

  it('makes, fills, renames and breaks up groups, tells everyone each time, and keeps dotted ones', async () => {
    const { alice, bob, retroId, columns } = await twoInARetro();
    for (const text of ['a', 'b', 'c', 'd'])
      await alice.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text });
    await alice.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const byText = Object.fromEntries((await bob.sync(retroId)).cards.map((card) => [card.text, card.id]));
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((text) => byText[text]!);
    await alice.must(retroId, { type: 'phase.set', phase: 'group' });

    /** What Bob is told of Alice's regrouping. */
    const regrouped = async (command: CommandWithoutRetro) => {
      const { version } = await alice.must(retroId, command);
      const { groups, cardGroups } = await bob.waitFor(
        'groups.changed',
        (event) => event.version === version,
      );
      return { groups, cardGroups };
    };

    const first = await regrouped({ type: 'group.join', cardId: a!, targetId: b! });
    expect(first.groups).toEqual([{ id: expect.any(String), columnId: columns[0]!.id, title: '' }]);
    const g = first.groups[0]!.id;
    expect(first.cardGroups).toEqual({ [a!]: g, [b!]: g });

    expect(await regrouped({ type: 'group.join', cardId: c!, targetId: g })).toEqual({
      groups: [{ id: g, columnId: columns[0]!.id, title: '' }],
      cardGroups: { [c!]: g },
    });
    expect(await regrouped({ type: 'group.rename', groupId: g, title: 'Tooling' })).toEqual({
      groups: [{ id: g, columnId: columns[0]!.id, title: 'Tooling' }],
      cardGroups: {},
    });
    expect(await regrouped({ type: 'group.leave', cardId: a! })).toMatchObject({
      cardGroups: { [a!]: null },
    });
    // Left with one card, the group is no group: its last card is on its own again.
    expect(await regrouped({ type: 'group.leave', cardId: b! })).toEqual({
      groups: [],
      cardGroups: { [b!]: null, [c!]: null },
    });

    const pair = await regrouped({ type: 'group.join', cardId: d!, targetId: a! });
    const h = pair.groups[0]!.id;
    expect(pair.cardGroups).toEqual({ [d!]: h, [a!]: h });
    // A card leaving a pair for another card: the pair breaks up and a new group is made.
    const moved = await regrouped({ type: 'group.join', cardId: a!, targetId: c! });
    expect(moved.groups).toHaveLength(1);
    const k = moved.groups[0]!.id;
    expect(k).not.toBe(h);
    expect(moved.cardGroups).toEqual({ [a!]: k, [c!]: k, [d!]: null });

    const shown = await bob.sync(retroId);
    expect(shown.groups).toEqual(moved.groups);
    expect(Object.fromEntries(shown.cards.map((card) => [card.id, card.groupId]))).toEqual({
      [a!]: k,
      [b!]: null,
      [c!]: k,
      [d!]: null,
    });

    await alice.must(retroId, { type: 'phase.set', phase: 'vote' });
    await bob.must(retroId, { type: 'vote.add', itemId: k });
    await alice.must(retroId, { type: 'phase.set', phase: 'group' });
    expect(await alice.send({ type: 'group.leave', roomId: retroId, cardId: a! })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(
      await alice.send({ type: 'group.join', roomId: retroId, cardId: b!, targetId: 'gone' }),
    ).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect((await bob.sync(retroId)).groups).toEqual(moved.groups);
  });
});
