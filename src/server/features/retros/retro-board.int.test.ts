import { describe, expect, it } from 'vitest';
import { RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { countingStatements } from '../../testing/statement-counter';
import { TEST_DIALECTS } from '../../testing/test-server';
import { loadRetroState, readBoard } from './retro-store';

/**
 * A step and a dot are decided on the whole board: its cards, groups, dots and people, read in one
 * round trip on Postgres, inside the change, with each row as the table holds it.
 */
describe.each(TEST_DIALECTS)('a retro board read for a change, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'retroboard');

  it('holds every card, group, dot and member, in one statement on Postgres', async () => {
    const [ann, ben] = await bed.users(2);
    const alice = new RetroTestUser(ann!);
    const bob = new RetroTestUser(ben!);
    const retroId = await alice.createRetro();
    const { columns } = await alice.join(retroId);
    await bob.join(retroId);
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
    expect(board.members.map((member) => member.userId).sort()).toEqual([ann!.userId, ben!.userId].sort());
    expect(board.members.find((member) => member.userId === ben!.userId)).toMatchObject({
      displayName: ben!.displayName,
    });
  });
});
