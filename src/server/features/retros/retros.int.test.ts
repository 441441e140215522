import { describe, expect, it } from 'vitest';
import { cardsTiedTo, RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

const nameOf = (person: RetroTestUser) => person.person.displayName;

describe.each(TEST_DIALECTS)('retrospectives on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'retro');
  const people = async (count: number) => (await bed.users(count)).map((user) => new RetroTestUser(user));

  it('keeps every card to its author until the reveal, and anonymous cards anonymous for ever', async () => {
    const [alice, bob, carol] = await people(3);
    const retroId = await alice!.createRetro();
    const view = await alice!.join(retroId);
    const [wentWell, toImprove] = view.columns;
    expect(view.phase).toBe('write');
    expect(view.options.anonymous).toBe(true);
    await bob!.join(retroId);
    await carol!.join(retroId);

    await alice!.must(retroId, { type: 'card.add', columnId: wentWell!.id, text: 'ALICE-SECRET one' });
    await bob!.must(retroId, { type: 'card.add', columnId: toImprove!.id, text: 'BOB-SECRET draft' });
    const bobCard = (await bob!.waitFor('card.saved')).card;
    await bob!.must(retroId, { type: 'card.edit', cardId: bobCard.id, text: 'BOB-SECRET final' });
    await carol!.must(retroId, { type: 'card.add', columnId: wentWell!.id, text: 'CAROL-GONE' });
    const carolCard = (await carol!.waitFor('card.saved')).card;
    await carol!.must(retroId, { type: 'card.delete', cardId: carolCard.id });
    // A reload and a role change before the reveal.
    await bob!.reconnect();
    const bobView = await bob!.join(retroId);
    await alice!.must(retroId, {
      type: 'member.roles',
      userId: carol!.userId,
      roles: ['player', 'moderator'],
    });
    await carol!.sync(retroId);

    expect(bobView.cards.map((card) => card.text)).toEqual(['BOB-SECRET final']);
    expect(bobView.myCardIds).toEqual([bobCard.id]);
    expect(bobView.cardCounts.reduce((sum, count) => sum + count.count, 0)).toBe(2);
    expect(bobView.cardCounts.every((count) => count.userId === null)).toBe(true);
    const seen = (person: RetroTestUser) => person.frames.join('\n');
    expect(seen(bob!)).not.toContain('ALICE-SECRET');
    expect(seen(carol!)).not.toContain('ALICE-SECRET');
    expect(seen(carol!)).not.toContain('BOB-SECRET');
    expect(seen(alice!)).not.toContain('BOB-SECRET');
    expect(seen(alice!)).not.toContain('CAROL-GONE');
    expect(seen(bob!)).toContain('BOB-SECRET final');

    await alice!.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const revealed = await carol!.waitFor('phase.changed', (event) => event.phase === 'reveal');
    expect(revealed.cards?.map((card) => card.text).sort()).toEqual(['ALICE-SECRET one', 'BOB-SECRET final']);
    expect(revealed.cards?.every((card) => card.authorId === null && card.authorName === null)).toBe(true);

    // Through grouping, voting and the discussion, and after a last sync, no card is tied to its author.
    const aliceCardId = revealed.cards!.find((card) => card.text.startsWith('ALICE'))!.id;
    await alice!.must(retroId, { type: 'phase.set', phase: 'group' });
    await carol!.must(retroId, { type: 'group.join', cardId: bobCard.id, targetId: aliceCardId });
    await alice!.must(retroId, { type: 'phase.set', phase: 'vote' });
    await alice!.must(retroId, { type: 'phase.set', phase: 'discuss' });
    for (const person of [alice!, bob!, carol!]) await person.sync(retroId);
    expect(cardsTiedTo(bob!.frames, [aliceCardId], { userId: alice!.userId, name: nameOf(alice!) })).toEqual(
      [],
    );
    expect(
      cardsTiedTo(carol!.frames, [aliceCardId], { userId: alice!.userId, name: nameOf(alice!) }),
    ).toEqual([]);
    expect(cardsTiedTo(alice!.frames, [bobCard.id], { userId: bob!.userId, name: nameOf(bob!) })).toEqual([]);
    expect(cardsTiedTo(carol!.frames, [bobCard.id], { userId: bob!.userId, name: nameOf(bob!) })).toEqual([]);
    // The check itself can fail: the author's own frames do tie their card to them (their myCardIds).
    expect(seen(bob!)).toContain(bobCard.id);
  });

  it('names authors in a named retro, after the reveal only', async () => {
    const [alice, bob] = await people(2);
    const retroId = await alice!.createRetro({ options: { anonymous: false } });
    const { columns } = await alice!.join(retroId);
    await bob!.join(retroId);
    await bob!.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text: 'named but hidden' });
    const counted = await alice!.waitFor('cards.counted');
    expect(counted.counts).toEqual([{ columnId: columns[0]!.id, userId: bob!.userId, count: 1 }]);
    expect(alice!.frames.join('\n')).not.toContain('named but hidden');
    await alice!.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const revealed = await alice!.waitFor('phase.changed');
    expect(revealed.cards).toEqual([
      expect.objectContaining({ text: 'named but hidden', authorId: bob!.userId, authorName: nameOf(bob!) }),
    ]);
    // Once cards exist, a named retro cannot turn anonymous or back: people wrote knowing which it was.
    const flip = await alice!.send({
      type: 'retro.update',
      roomId: retroId,
      patch: { options: { ...revealed, ...(await alice!.sync(retroId)).options, anonymous: true } },
    });
    expect(flip).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('hides vote totals from everyone until voting ends, and shows each person their own dots', async () => {
    const [alice, bob] = await people(2);
    const retroId = await alice!.createRetro();
    const { columns } = await alice!.join(retroId);
    await bob!.join(retroId);
    await alice!.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text: 'vote on me' });
    const cardId = (await alice!.waitFor('card.saved')).card.id;
    for (const phase of ['reveal', 'group', 'vote'] as const)
      await alice!.must(retroId, { type: 'phase.set', phase });
    const before = bob!.frames.length;
    await alice!.must(retroId, { type: 'vote.add', itemId: cardId });
    await alice!.must(retroId, { type: 'vote.add', itemId: cardId });
    await bob!.must(retroId, { type: 'vote.add', itemId: cardId });
    const mine = await bob!.waitFor('vote.changed');
    expect(mine).toMatchObject({ itemId: cardId, mine: 1, total: null });
    const others = await bob!.waitFor('votes.counted');
    expect(others).toMatchObject({ itemId: null, total: null });
    const during = await bob!.sync(retroId);
    expect(during.votes).toEqual({ mine: { [cardId]: 1 }, totals: null });
    expect(bob!.frames.slice(before).join('\n')).not.toMatch(/"total":[1-9]|"totals":\{/);

    await alice!.must(retroId, { type: 'phase.set', phase: 'discuss' });
    const discuss = await bob!.waitFor('phase.changed', (event) => event.phase === 'discuss');
    expect(discuss.voteTotals).toEqual({ [cardId]: 3 });
    expect(discuss.discussItemId).toBe(cardId);
  });

  it('never lets concurrent clicks pass the per-item or per-person limit', async () => {
    const [alice] = await people(1);
    const retroId = await alice!.createRetro({ options: { votesPerPerson: 4, votesPerItem: 3 } });
    const { columns } = await alice!.join(retroId);
    for (const text of ['one', 'two'])
      await alice!.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text });
    const ids = (await alice!.sync(retroId)).myCardIds;
    for (const phase of ['reveal', 'group', 'vote'] as const)
      await alice!.must(retroId, { type: 'phase.set', phase });
    const clicks = (itemId: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, () => alice!.send({ type: 'vote.add', roomId: retroId, itemId })),
      );
    const first = await clicks(ids[0]!, 10);
    expect(first.filter((ack) => ack.ok)).toHaveLength(3);
    expect(first.filter((ack) => !ack.ok).every((ack) => !ack.ok && ack.code === 'LIMIT_REACHED')).toBe(true);
    const second = await clicks(ids[1]!, 10);
    expect(second.filter((ack) => ack.ok)).toHaveLength(1);
    expect((await alice!.sync(retroId)).votes.mine).toEqual({ [ids[0]!]: 3, [ids[1]!]: 1 });
  });

  it('checks every retro command against the sender’s roles', async () => {
    const [owner, moderator, player, observer, stranger] = await people(5);
    const retroId = await owner!.createRetro();
    const { columns } = await owner!.join(retroId);
    for (const person of [moderator!, player!, observer!]) await person.join(retroId);
    await owner!.must(retroId, {
      type: 'member.roles',
      userId: moderator!.userId,
      roles: ['moderator', 'player'],
    });
    await owner!.must(retroId, { type: 'member.roles', userId: observer!.userId, roles: ['observer'] });
    const column = columns[0]!.id;
    const expectCode = async (
      person: RetroTestUser,
      command: Parameters<RetroTestUser['must']>[1],
      code: string,
    ) =>
      expect(await person.send({ ...command, roomId: retroId } as never)).toMatchObject({ ok: false, code });

    await expectCode(observer!, { type: 'card.add', columnId: column, text: 'watching' }, 'FORBIDDEN');
    await expectCode(player!, { type: 'phase.set', phase: 'reveal' }, 'FORBIDDEN');
    await expectCode(player!, { type: 'timer.start' }, 'FORBIDDEN');
    await expectCode(player!, { type: 'member.remove', userId: observer!.userId }, 'FORBIDDEN');
    await expectCode(moderator!, { type: 'room.delete' }, 'FORBIDDEN');
    await expectCode(
      moderator!,
      { type: 'member.roles', userId: owner!.userId, roles: ['observer'] },
      'FORBIDDEN',
    );
    await expectCode(stranger!, { type: 'card.add', columnId: column, text: 'hi' }, 'NOT_MEMBER');
    await expectCode(player!, { type: 'vote.add', itemId: 'nothing-here' }, 'WRONG_PHASE');
    await expectCode(owner!, { type: 'phase.set', phase: 'vote' }, 'WRONG_PHASE');
    await player!.must(retroId, { type: 'card.add', columnId: column, text: 'mine' });
    const cardId = (await player!.waitFor('card.saved')).card.id;
    await expectCode(moderator!, { type: 'card.edit', cardId, text: 'theirs now' }, 'FORBIDDEN');
    await moderator!.must(retroId, { type: 'phase.set', phase: 'reveal' });
    await expectCode(owner!, { type: 'phase.set', phase: 'write' }, 'WRONG_PHASE');
    await moderator!.must(retroId, { type: 'phase.set', phase: 'group' });
    await owner!.must(retroId, {
      type: 'retro.update',
      patch: { options: { ...(await owner!.sync(retroId)).options, groupingBy: 'facilitators' } },
    });
    await expectCode(player!, { type: 'group.rename', groupId: cardId, title: 'x' }, 'FORBIDDEN');
    await owner!.must(retroId, { type: 'room.delete' });
    await observer!.waitFor('room.closed', (event) => event.reason === 'deleted');
    expect((await owner!.person.http.get(`/api/retros/${retroId}/preview`)).status).toBe(404);
  });

  it('carries open action items into the next retro and checks them off from /retro', async () => {
    const [alice, bob] = await people(2);
    const first = await alice!.createRetro({ name: 'Sprint 1' });
    const { columns } = await alice!.join(first);
    await bob!.join(first);
    await bob!.must(first, { type: 'card.add', columnId: columns[1]!.id, text: 'builds are slow' });
    for (const phase of ['reveal', 'group', 'vote', 'discuss'] as const)
      await alice!.must(first, { type: 'phase.set', phase });
    const itemId = (await alice!.sync(first)).cards[0]!.id;
    await alice!.must(first, { type: 'note.add', itemId, text: 'CI takes 20 minutes' });
    await alice!.must(first, {
      type: 'action.add',
      itemId,
      text: 'Cache dependencies',
      ownerUserId: bob!.userId,
      dueDate: '2026-12-01',
    });
    await alice!.must(first, {
      type: 'action.add',
      itemId: null,
      text: 'Book a room',
      ownerUserId: null,
      dueDate: null,
    });
    const saved = await bob!.waitFor('action.saved', (event) => event.action.text === 'Cache dependencies');
    expect(saved.action).toMatchObject({ ownerName: nameOf(bob!), dueDate: '2026-12-01', done: false });

    const mine = (await bob!.person.http.get('/api/retros')).json as {
      retros: { id: string }[];
      openActions: { id: string; text: string }[];
    };
    expect(mine.retros.map((retro) => retro.id)).toEqual([first]);
    expect(mine.openActions.map((action) => action.text).sort()).toEqual([
      'Book a room',
      'Cache dependencies',
    ]);
    const booked = mine.openActions.find((action) => action.text === 'Book a room')!;
    expect((await bob!.person.http.put(`/api/retro-actions/${booked.id}`, { done: true })).status).toBe(204);
    await alice!.waitFor('action.saved', (event) => event.action.id === booked.id && event.action.done);

    const second = await alice!.createRetro({ name: 'Sprint 2', carryActionsFrom: first });
    const next = await alice!.join(second);
    expect(next.phase).toBe('review');
    expect(next.carriedActions.map((action) => action.text)).toEqual(['Cache dependencies']);
    await alice!.must(second, { type: 'action.update', actionId: saved.action.id, patch: { done: true } });
    await expect(
      alice!.must(second, { type: 'action.update', actionId: saved.action.id, patch: { text: 'rewritten' } }),
    ).rejects.toThrow(/FORBIDDEN/);
    expect((await alice!.sync(second)).carriedActions).toEqual([expect.objectContaining({ done: true })]);
  });

  it('offers every action still open from the retros before, not only the last one’s', async () => {
    const [alice] = await people(1);
    const openAction = async (retroId: string, text: string) => {
      const { phase: from } = await alice!.sync(retroId);
      for (const phase of ['write', 'reveal', 'group', 'vote', 'discuss'] as const)
        if (phase !== from) await alice!.must(retroId, { type: 'phase.set', phase });
      await alice!.must(retroId, {
        type: 'action.add',
        itemId: null,
        text,
        ownerUserId: null,
        dueDate: null,
      });
    };
    const first = await alice!.createRetro({ name: 'Sprint 1' });
    await alice!.join(first);
    await openAction(first, 'Left open twice');
    const second = await alice!.createRetro({ name: 'Sprint 2', carryActionsFrom: first });
    const older = (await alice!.join(second)).carriedActions[0]!;
    expect(older.text).toBe('Left open twice');
    // Nobody checks it off in the second retro, which leaves an action of its own open.
    await openAction(second, 'Left open once');

    const third = await alice!.createRetro({ name: 'Sprint 3', carryActionsFrom: second });
    const view = await alice!.join(third);
    expect(view.phase).toBe('review');
    expect(view.carriedActions.map((action) => action.text).sort()).toEqual([
      'Left open once',
      'Left open twice',
    ]);
    await alice!.must(third, { type: 'action.update', actionId: older.id, patch: { done: true } });
    expect((await alice!.sync(third)).carriedActions).toContainEqual(
      expect.objectContaining({ id: older.id, done: true }),
    );
  });

  it('starts the first step’s own timer as the retro is made, as every later step’s on entering it', async () => {
    const [alice] = await people(1);
    const made = Date.now();
    const retroId = await alice!.createRetro({ options: { phaseTimerMs: { write: 180_000 } } });
    const { phase, timer } = await alice!.join(retroId);
    expect(phase).toBe('write');
    expect(timer.durationMs).toBe(180_000);
    expect(Date.parse(timer.endsAt!) - made).toBeGreaterThan(170_000);
    // Without a timer of its own, the first step starts with none running.
    const plain = await alice!.createRetro();
    expect((await alice!.join(plain)).timer.endsAt).toBeNull();
  });

  it('starts a step’s own timer, clears ready marks on each step, and lets people leave with their dots', async () => {
    const [alice, bob] = await people(2);
    const retroId = await alice!.createRetro({ options: { phaseTimerMs: { group: 120_000 } } });
    const { columns } = await alice!.join(retroId);
    await bob!.join(retroId);
    await bob!.must(retroId, { type: 'card.add', columnId: columns[0]!.id, text: 'stays after I go' });
    await bob!.must(retroId, { type: 'ready.set', ready: true });
    expect(await alice!.waitFor('member.ready')).toMatchObject({ userId: bob!.userId, ready: true });
    await alice!.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const revealed = await bob!.waitFor('phase.changed', (event) => event.phase === 'reveal');
    expect(revealed.timer.endsAt).toBeNull();
    expect((await bob!.sync(retroId)).members.every((member) => !member.ready)).toBe(true);
    await alice!.must(retroId, { type: 'phase.set', phase: 'group' });
    const grouping = await bob!.waitFor('phase.changed', (event) => event.phase === 'group');
    expect(grouping.timer.durationMs).toBe(120_000);
    expect(Date.parse(grouping.timer.endsAt!) - Date.now()).toBeGreaterThan(100_000);

    await alice!.must(retroId, { type: 'phase.set', phase: 'vote' });
    const cardId = (await bob!.sync(retroId)).cards[0]!.id;
    await bob!.must(retroId, { type: 'vote.add', itemId: cardId });
    await bob!.must(retroId, { type: 'room.leave' });
    await bob!.waitFor('room.closed', (event) => event.reason === 'left');
    const after = await alice!.sync(retroId);
    expect(after.members.map((member) => member.userId)).toEqual([alice!.userId]);
    expect(after.cards.map((card) => card.text)).toEqual(['stays after I go']);
    expect(await bob!.send({ type: 'room.sync', roomId: retroId })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });
    await alice!.must(retroId, { type: 'phase.set', phase: 'discuss' });
    expect((await alice!.sync(retroId)).votes.totals).toEqual({});
  });
});
