import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../testing/test-server';
import { roomTestBed } from '../../testing/room-test-bed';

const valuesOf = (round: { votes: { userId: string; value: string | null; name?: string | null }[] }) =>
  round.votes
    .map(({ userId, value, name }) => ({ userId, value, name }))
    .sort((a, b) => (a.value ?? '').localeCompare(b.value ?? ''));

describe.each(TEST_DIALECTS)('results people can trust, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'rec');
  const users = bed.users;

  it('keeps the votes and names of people who leave, are removed or delete their account', async () => {
    const [owner, bob, carol, dan] = await users(4);
    const roomId = await owner!.createRoom();
    for (const person of [owner!, bob!, carol!, dan!]) await person.join(roomId);
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    await carol!.must(roomId, { type: 'vote.cast', taskId: null, value: '13' });
    await dan!.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: null });
    const shown = await owner!.waitFor('round.changed', (e) => e.round.isShow);
    expect(shown.round.averageResult).toBe(7.3);

    owner!.clearEvents();
    await carol!.must(roomId, { type: 'room.leave' });
    await owner!.must(roomId, { type: 'member.remove', userId: dan!.userId });
    expect((await bob!.http.request('DELETE', '/api/profile')).status).toBe(204);
    await owner!.waitFor('members.changed', (e) => e.removed.includes(bob!.userId));
    // Nobody's revealed vote is taken back live…
    expect(owner!.events.filter((e) => e.type === 'vote.changed')).toEqual([]);

    // …and a fresh look at the room still shows all four, the average matching the votes.
    const view = await owner!.join(roomId);
    expect(view.round.averageResult).toBe(7.3);
    expect(valuesOf(view.round)).toEqual([
      { userId: carol!.userId, value: '13', name: expect.stringMatching(/^rec2-/) },
      { userId: owner!.userId, value: '3', name: expect.stringMatching(/^rec0-/) },
      { userId: bob!.userId, value: '5', name: null },
      { userId: dan!.userId, value: '8', name: expect.stringMatching(/^rec3-/) },
    ]);

    // A vote changed after the reveal changes that vote alone.
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    const changed = await owner!.waitFor('round.changed', (e) =>
      e.round.votes.some((v) => v.value === '8' && v.userId === owner!.userId),
    );
    expect(changed.round.votes).toHaveLength(4);
    expect(changed.round.averageResult).toBe(8.5);
  });

  it('takes the next rounds from the room as the last reveal or new round left it, people and names as they are now', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: null });
    await owner!.must(roomId, { type: 'round.reset', taskId: null });
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: null });

    // A rename moves no room's version; the vote changed after the reveal carries the new name.
    expect((await bob!.http.patch('/api/profile', { displayName: 'Robert' })).status).toBe(200);
    owner!.clearEvents();
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '13' });
    const changed = await owner!.waitFor('round.changed', (e) => e.round.votes.some((v) => v.value === '13'));
    expect(valuesOf(changed.round)).toEqual([{ userId: bob!.userId, value: '13', name: 'Robert' }]);

    // A change of people is not kept: someone made an observer cannot vote in the next round.
    await owner!.must(roomId, { type: 'round.reset', taskId: null });
    await owner!.must(roomId, { type: 'member.roles', userId: bob!.userId, roles: ['observer'] });
    const refused = await bob!.send({ type: 'vote.cast', roomId, taskId: null, value: '3' });
    expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const view = await owner!.join(roomId);
    expect(view.round.votes).toEqual([]);
  });

  it('keeps round 1 when a task is voted on again, and a task’s reveal leaves the room round alone', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom({ asynchronousVoting: true });
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '1' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: null });

    await owner!.must(roomId, { type: 'task.add', tasks: [{ title: 'Login' }], imported: false });
    const task = (await owner!.waitFor('tasks.changed')).upserted[0]!;
    await bob!.must(roomId, { type: 'vote.cast', taskId: task.id, value: '8' });
    await owner!.must(roomId, { type: 'round.reveal', taskId: task.id });
    await owner!.must(roomId, { type: 'round.reset', taskId: task.id });
    await bob!.must(roomId, { type: 'vote.cast', taskId: task.id, value: '5' });

    const view = await bob!.join(roomId);
    // The room's own round still shows its own average, as live clients do.
    expect(view.round).toMatchObject({ isShow: true, averageResult: 1 });
    expect(view.tasks[0]!.round).toMatchObject({ isShow: false, round: 2 });
    expect(view.tasks[0]!.pastRounds).toEqual([
      {
        isShow: true,
        round: 1,
        averageResult: 8,
        revealedAt: expect.any(String),
        votes: [{ userId: bob!.userId, value: '8', name: expect.stringMatching(/^rec1-/) }],
      },
    ]);
    const records = await bed.server.db.kysely
      .selectFrom('round_record')
      .select(['roundKey', 'round', 'averageResult'])
      .where('roomId', '=', roomId)
      .orderBy('roundKey')
      .execute();
    expect(records).toEqual([
      { roundKey: '', round: 1, averageResult: 1 },
      { roundKey: task.id, round: 1, averageResult: 8 },
    ]);

    // A final estimate names the revealed round it was given after.
    const estimateOf = async () => (await bob!.join(roomId)).tasks[0]!;
    await owner!.must(roomId, { type: 'task.estimate', taskId: task.id, estimate: '8' });
    expect(await estimateOf()).toMatchObject({ finalEstimate: '8', finalEstimateRound: 1 });
    await owner!.must(roomId, { type: 'round.reveal', taskId: task.id });
    await owner!.must(roomId, { type: 'task.estimate', taskId: task.id, estimate: '5' });
    expect(await estimateOf()).toMatchObject({ finalEstimate: '5', finalEstimateRound: 2 });
    await owner!.must(roomId, { type: 'task.estimate', taskId: task.id, estimate: null });
    expect(await estimateOf()).toMatchObject({ finalEstimate: null, finalEstimateRound: null });
  });

  it('starts the next task on the table with a fresh countdown', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.must(roomId, { type: 'task.add', tasks: [{ title: 'A' }, { title: 'B' }], imported: false });
    const [first, second] = (await owner!.waitFor('tasks.changed')).upserted;
    await owner!.must(roomId, { type: 'task.select', taskId: first!.id });
    await owner!.must(roomId, { type: 'timer.set', durationMs: 60_000, revealOnEnd: true });
    await owner!.must(roomId, { type: 'timer.start' });
    await bob!.waitFor('room.patched', (e) => Boolean(e.patch.timer?.endsAt));

    await owner!.must(roomId, { type: 'task.select', taskId: second!.id });
    const next = await bob!.waitFor('room.patched', (e) => e.patch.selectTaskId === second!.id);
    expect(next.patch.timer).toEqual({
      durationMs: 60_000,
      revealOnEnd: true,
      endsAt: null,
      pausedRemainingMs: null,
    });
    expect((await bob!.join(roomId)).timer.endsAt).toBeNull();
  });

  it('keeps someone a manager made a viewer watching until a manager or the room lets them sit', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    const seatOf = async () => (await bob!.join(roomId)).members.find((m) => m.userId === bob!.userId)!;

    // Watching by one's own choice never locks the seat.
    await bob!.must(roomId, { type: 'self.seat', as: 'observer' });
    expect(await seatOf()).toMatchObject({ seatLocked: false });
    await bob!.must(roomId, { type: 'self.seat', as: 'player' });

    await owner!.must(roomId, { type: 'member.roles', userId: bob!.userId, roles: ['observer'] });
    expect(await seatOf()).toMatchObject({ roles: ['observer'], seatLocked: true });
    expect(await bob!.send({ type: 'self.seat', roomId, as: 'player' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: expect.stringMatching(/made you a viewer/),
    });
    expect(await seatOf()).toMatchObject({ roles: ['observer'] });

    await owner!.must(roomId, { type: 'room.update', patch: { viewersMayTakeSeat: true } });
    await bob!.must(roomId, { type: 'self.seat', as: 'player' });
    expect(await seatOf()).toMatchObject({ roles: ['player'], seatLocked: false });

    // A manager seating them again unlocks the seat too.
    await owner!.must(roomId, { type: 'room.update', patch: { viewersMayTakeSeat: false } });
    await owner!.must(roomId, { type: 'member.roles', userId: bob!.userId, roles: ['observer'] });
    await owner!.must(roomId, { type: 'member.roles', userId: bob!.userId, roles: ['player'] });
    expect(await seatOf()).toMatchObject({ roles: ['player'], seatLocked: false });
  });

  it('names the manager behind a role or settings change, so the room can say who did it', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.must(roomId, { type: 'member.roles', userId: bob!.userId, roles: ['moderator', 'player'] });
    const made = await bob!.waitFor('members.changed', (e) =>
      e.upserted.some((m) => m.roles.includes('moderator')),
    );
    expect(made.by).toBe(owner!.userId);
    await bob!.must(roomId, { type: 'self.seat', as: 'observer' });
    const seated = await owner!.waitFor('members.changed', (e) =>
      e.upserted.some((m) => m.roles.includes('observer')),
    );
    expect(seated.by).toBeUndefined();
    await owner!.must(roomId, { type: 'room.update', patch: { autoReveal: true } });
    expect((await bob!.waitFor('room.patched', (e) => e.patch.autoReveal === true)).by).toBe(owner!.userId);
  });
});
