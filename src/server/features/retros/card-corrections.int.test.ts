import { describe, expect, it } from 'vitest';
import { cardsTiedTo, RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('correcting retro cards on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'retro');
  const people = async (count: number) => (await bed.users(count)).map((user) => new RetroTestUser(user));

  it('lets authors edit and delete until voting, a facilitator remove any, and keeps authors secret', async () => {
    const [alice, bob, carol] = await people(3);
    const retroId = await alice!.createRetro();
    const { columns } = await alice!.join(retroId);
    await bob!.join(retroId);
    await carol!.join(retroId);
    const column = columns[0]!.id;
    const add = async (person: RetroTestUser, text: string) => {
      person.events.length = 0;
      await person.must(retroId, { type: 'card.add', columnId: column, text });
      return (await person.waitFor('card.saved')).card.id;
    };
    const code = async (person: RetroTestUser, command: Parameters<RetroTestUser['must']>[1]) => {
      const ack = await person.send({ ...command, roomId: retroId } as never);
      return ack.ok ? 'ok' : ack.code;
    };
    const typo = await add(bob!, 'Deploys are slwo');
    const second = await add(bob!, 'Standups run long');
    const carols = await add(carol!, 'Pairing helped');
    const third = await add(carol!, 'Docs were out of date');
    // While cards are hidden, nobody but the author touches one: not even a facilitator.
    expect(await code(alice!, { type: 'card.delete', cardId: carols })).toBe('FORBIDDEN');

    await alice!.must(retroId, { type: 'phase.set', phase: 'reveal' });
    for (const person of [alice!, bob!, carol!]) person.events.length = 0;
    await bob!.must(retroId, { type: 'card.edit', cardId: typo, text: 'Deploys are slow' });
    for (const person of [alice!, carol!]) {
      const changed = await person.waitFor('card.changed');
      expect(changed.card).toMatchObject({
        id: typo,
        text: 'Deploys are slow',
        authorId: null,
        authorName: null,
      });
    }
    expect(await code(carol!, { type: 'card.edit', cardId: typo, text: 'mine now' })).toBe('FORBIDDEN');
    expect(await code(carol!, { type: 'card.delete', cardId: typo })).toBe('FORBIDDEN');
    // The correction is no one's card but its author's, on every screen.
    expect((await carol!.sync(retroId)).myCardIds.sort()).toEqual([carols, third].sort());
    expect((await bob!.sync(retroId)).cards.find((card) => card.id === typo)?.text).toBe('Deploys are slow');

    // A facilitator removes a card from a group of two: the group goes too.
    await alice!.must(retroId, { type: 'phase.set', phase: 'group' });
    await carol!.must(retroId, { type: 'group.join', cardId: carols, targetId: second });
    for (const person of [alice!, bob!, carol!]) person.events.length = 0;
    await alice!.must(retroId, { type: 'card.delete', cardId: carols });
    for (const person of [bob!, carol!]) {
      expect((await person.waitFor('card.removed')).cardId).toBe(carols);
      expect((await person.waitFor('groups.changed')).groups).toEqual([]);
    }
    const grouped = await bob!.sync(retroId);
    expect(grouped.cards.map((card) => card.id).sort()).toEqual([typo, second, third].sort());
    expect(grouped.cards.every((card) => card.groupId === null)).toBe(true);
    expect(grouped.cardCounts.reduce((sum, count) => sum + count.count, 0)).toBe(3);

    // Voting starts: cards are final. Back in grouping, a card with dots stays.
    await alice!.must(retroId, { type: 'phase.set', phase: 'vote' });
    expect(await code(bob!, { type: 'card.edit', cardId: typo, text: 'later' })).toBe('WRONG_PHASE');
    expect(await code(alice!, { type: 'card.delete', cardId: third })).toBe('WRONG_PHASE');
    await carol!.must(retroId, { type: 'vote.add', itemId: second });
    await alice!.must(retroId, { type: 'phase.set', phase: 'group' });
    expect(await code(bob!, { type: 'card.delete', cardId: second })).toBe('FORBIDDEN');
    await bob!.must(retroId, { type: 'card.delete', cardId: typo });
    expect((await carol!.sync(retroId)).cards.map((card) => card.id).sort()).toEqual([second, third].sort());

    // Through it all, in this anonymous retro, no other screen learnt who wrote which card.
    const bobs = { userId: bob!.userId, name: bob!.person.displayName };
    expect(cardsTiedTo(alice!.frames, [typo, second], bobs)).toEqual([]);
    expect(cardsTiedTo(carol!.frames, [typo, second], bobs)).toEqual([]);
  });
});
