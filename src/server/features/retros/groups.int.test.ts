import { describe, expect, it } from 'vitest';
import { RetroTestUser, type CommandWithoutRetro } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('grouping a retro’s cards, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'retrogroups');

  it('makes, fills, renames and breaks up groups, tells everyone each time, and keeps dotted ones', async () => {
    const [ann, ben] = await bed.users(2);
    const alice = new RetroTestUser(ann!);
    const bob = new RetroTestUser(ben!);
    const retroId = await alice.createRetro();
    const { columns } = await alice.join(retroId);
    await bob.join(retroId);
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
