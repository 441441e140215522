import { describe, expect, it } from 'vitest';
import { ROOM_PROTOCOL_VERSION } from '../../../shared/protocol/room-protocol';
import { TEST_DIALECTS } from '../../testing/test-server';
import { roomTestBed } from '../../testing/room-test-bed';
import { leakedValues } from '../../testing/room-client';

describe.each(TEST_DIALECTS)('estimation rooms on %s', (dialect) => {
  const bed = roomTestBed(dialect);
  const users = bed.users;

  it('creates a room whose creator is owner and player, and seats a joiner as player', async () => {
    const [owner, guest] = await users(2);
    const roomId = await owner!.createRoom();
    const ownerView = await owner!.join(roomId);
    expect(ownerView.members).toEqual([
      expect.objectContaining({ userId: owner!.userId, roles: ['owner', 'player'] }),
    ]);
    const guestView = await guest!.join(roomId);
    expect(guestView.members.find((m) => m.userId === guest!.userId)?.roles).toEqual(['player']);
    expect(guestView.online.sort()).toEqual([owner!.userId, guest!.userId].sort());
    const changed = await owner!.waitFor('members.changed');
    expect(changed.upserted.map((m) => m.userId)).toEqual([guest!.userId]);
    expect(changed.removed).toEqual([]);
    expect(changed.version).toBe(ownerView.version + 1);
  });

  it('answers an unknown room with NOT_FOUND and a bad command with BAD_REQUEST', async () => {
    const [user] = await users(1);
    expect(
      await user!.send({ type: 'room.join', roomId: 'nope-nope-nope', protocol: ROOM_PROTOCOL_VERSION }),
    ).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await user!.send({ type: 'vote.cast' } as never)).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
    expect(await user!.send({ type: 'room.sync', roomId: 'a.b/c' } as never)).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
  });

  it('never sends a vote value to another client before the reveal', async () => {
    const [alice, bob, carol] = await users(3);
    const roomId = await alice!.createRoom();
    await alice!.join(roomId);
    await bob!.join(roomId);
    await carol!.join(roomId);
    await alice!.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await carol!.must(roomId, { type: 'vote.cast', taskId: null, value: '13' });
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });
    await bob!.must(roomId, { type: 'room.sync' });
    await bob!.waitFor('vote.changed', (e) => e.userId === carol!.userId && e.voted);

    expect(leakedValues(bob!.frames, alice!.userId)).toEqual([]);
    expect(leakedValues(bob!.frames, carol!.userId)).toEqual([]);
    expect(leakedValues(bob!.frames, bob!.userId).length).toBeGreaterThan(0);
    const synced = await bob!.send({ type: 'room.sync', roomId });
    const votes = synced.ok ? synced.snapshot?.round.votes : [];
    expect(votes).toEqual(
      expect.arrayContaining([
        { userId: alice!.userId, value: null },
        { userId: bob!.userId, value: '3' },
      ]),
    );

    const framesBeforeReveal = bob!.frames.length;
    await alice!.must(roomId, { type: 'round.reveal', taskId: null });
    const revealed = await bob!.waitFor('round.changed', (e) => e.round.isShow);
    expect(revealed.round.votes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: alice!.userId, value: '8' }),
        expect.objectContaining({ userId: bob!.userId, value: '3' }),
        expect.objectContaining({ userId: carol!.userId, value: '13' }),
      ]),
    );
    expect(revealed.round.averageResult).toBe(8);
    expect(leakedValues(bob!.frames.slice(framesBeforeReveal), alice!.userId).length).toBeGreaterThan(0);
  });

  it('enforces roles on the server', async () => {
    const [owner, player, observer] = await users(3);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await player!.join(roomId);
    await observer!.join(roomId);
    await observer!.must(roomId, { type: 'self.seat', as: 'observer' });
    const refusedForPlayer = [
      { type: 'round.reveal', taskId: null },
      { type: 'round.reset', taskId: null },
      { type: 'task.add', tasks: [{ title: 'x' }], imported: false },
      { type: 'task.select', taskId: null },
      { type: 'room.delete' },
      { type: 'room.update', patch: { name: 'Mine now' } },
      { type: 'member.roles', userId: player!.userId, roles: ['moderator'] },
      { type: 'member.remove', userId: observer!.userId },
      { type: 'timer.start' },
    ] as const;
    for (const command of refusedForPlayer) {
      expect(await player!.send({ ...command, roomId } as never), command.type).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
      });
    }
    expect(await observer!.send({ type: 'vote.cast', roomId, taskId: null, value: '5' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });

    const [outsider] = await users(1);
    expect(await outsider!.send({ type: 'room.sync', roomId })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });
    expect(await outsider!.send({ type: 'vote.cast', roomId, taskId: null, value: '5' })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });

    await owner!.must(roomId, {
      type: 'member.roles',
      userId: player!.userId,
      roles: ['moderator', 'player'],
    });
    await player!.must(roomId, { type: 'round.reveal', taskId: null });
    expect(await player!.send({ type: 'room.delete', roomId })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    // A moderator cannot make the owner a viewer and take their seat: the owner's roles are theirs.
    expect(
      await player!.send({ type: 'member.roles', roomId, userId: owner!.userId, roles: ['observer'] }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: "Only the owner changes the owner's roles" });
    expect((await owner!.sync(roomId)).members.find((m) => m.userId === owner!.userId)?.roles).toContain(
      'player',
    );
    await owner!.must(roomId, { type: 'member.roles', userId: owner!.userId, roles: ['observer'] });
  });

  it('records 20 concurrent votes', async () => {
    const team = await users(20);
    const roomId = await team[0]!.createRoom();
    for (const person of team) await person.join(roomId);
    const acks = await Promise.all(
      team.map((person, i) =>
        person.send({ type: 'vote.cast', roomId, taskId: null, value: i % 2 ? '5' : '8' }),
      ),
    );
    expect(acks.filter((ack) => !ack.ok)).toEqual([]);
    await team[0]!.must(roomId, { type: 'round.reveal', taskId: null });
    const snapshot = await team[1]!.send({ type: 'room.sync', roomId });
    expect(snapshot.ok && snapshot.snapshot?.round.votes).toHaveLength(20);
    expect(snapshot.ok && snapshot.snapshot?.round.averageResult).toBe(6.5);
  }, 60_000);

  it('gives a reconnecting client every change it missed', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    const before = await bob!.join(roomId);
    bob!.close();
    await owner!.must(roomId, {
      type: 'task.add',
      tasks: [{ title: 'Login page' }, { title: 'Logout' }],
      imported: false,
    });
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    await owner!.must(roomId, { type: 'room.update', patch: { name: 'Renamed' } });
    await bob!.connect();
    const after = await bob!.join(roomId);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.name).toBe('Renamed');
    expect(after.tasks.map((t) => t.title)).toEqual(['Login page', 'Logout']);
    expect(after.round.votes).toEqual([{ userId: owner!.userId, value: null }]);
  });

  it('takes tasks that arrive estimated, as an exported room imported again', async () => {
    const [owner] = await users(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await owner!.must(roomId, {
      type: 'task.add',
      tasks: [
        { title: 'Login', finalEstimate: '5' },
        { title: 'Logout', finalEstimate: '' },
        { title: 'Menu' },
      ],
      imported: true,
    });
    const tasks = (await owner!.sync(roomId)).tasks;
    expect(tasks.map((task) => [task.title, task.finalEstimate, task.finalEstimateRound])).toEqual([
      ['Login', '5', null],
      ['Logout', null, null],
      ['Menu', null, null],
    ]);
    expect(
      await owner!.send({ type: 'task.add', roomId, tasks: [{ title: 'x', finalEstimate: 'x'.repeat(17) }] }),
    ).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: expect.stringContaining('at most 16') });
  });

  it('runs per-task rounds, asynchronous voting, final estimates and closes voting after reveal', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom({ disableVotingAfterReveal: true });
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.must(roomId, { type: 'task.add', tasks: [{ title: 'A' }, { title: 'B' }], imported: false });
    const tasks = (await owner!.waitFor('tasks.changed')).upserted;
    const [a, b] = tasks;
    expect(await bob!.send({ type: 'vote.cast', roomId, taskId: a!.id, value: '3' })).toMatchObject({
      code: 'VOTING_CLOSED',
    });
    await owner!.must(roomId, { type: 'task.select', taskId: a!.id });
    await bob!.must(roomId, { type: 'vote.cast', taskId: a!.id, value: '3' });
    expect(await bob!.send({ type: 'vote.cast', roomId, taskId: a!.id, value: '4' })).toMatchObject({
      code: 'INVALID_CARD',
    });
    await owner!.must(roomId, { type: 'round.reveal', taskId: a!.id });
    expect(await bob!.send({ type: 'vote.cast', roomId, taskId: a!.id, value: '5' })).toMatchObject({
      code: 'VOTING_CLOSED',
    });
    await owner!.must(roomId, { type: 'task.estimate', taskId: a!.id, estimate: '3' });
    await owner!.must(roomId, { type: 'room.update', patch: { asynchronousVoting: true } });
    await bob!.must(roomId, { type: 'vote.cast', taskId: b!.id, value: '8' });
    const view = await bob!.send({ type: 'room.sync', roomId });
    const byId = new Map(view.ok ? view.snapshot!.tasks.map((t) => [t.id, t]) : []);
    expect(byId.get(a!.id)).toMatchObject({ finalEstimate: '3', round: { isShow: true, averageResult: 3 } });
    expect(byId.get(b!.id)?.round.votes).toEqual([{ userId: bob!.userId, value: '8' }]);
    await owner!.must(roomId, { type: 'round.reset', taskId: a!.id });
    const reset = await bob!.waitFor('round.changed', (e) => e.taskId === a!.id && !e.round.isShow);
    expect(reset.round).toEqual({ isShow: false, round: 2, votes: [], averageResult: null });
  });

  it('reveals by itself when every seated player has voted, if the room says so', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom({ autoReveal: true });
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '2' });
    expect(bob!.events.some((e) => e.type === 'round.changed')).toBe(false);
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });
    const revealed = await owner!.waitFor('round.changed', (e) => e.round.isShow);
    expect(revealed.round.averageResult).toBe(2.5);
  });

  it('does not reveal by itself while a player who has not voted is reloading', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom({ autoReveal: true, disableVotingAfterReveal: true });
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.waitFor('presence', (e) => e.online.includes(bob!.userId));
    bob!.close();
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '2' });
    expect(owner!.events.some((e) => e.type === 'round.changed')).toBe(false);
    // The reload: the same session opens a new socket and joins again, then votes.
    await bob!.connect();
    await bob!.join(roomId);
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    const revealed = await owner!.waitFor('round.changed', (e) => e.round.isShow);
    expect(revealed.round.votes.map((vote) => vote.value).sort()).toEqual(['2', '5']);
  });

  it('leaves and deletes exactly as the spec says', async () => {
    const [owner, bob, carol] = await users(3);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await carol!.join(roomId);
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    expect(await owner!.send({ type: 'room.leave', roomId })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    owner!.clearEvents();
    await bob!.must(roomId, { type: 'room.leave' });
    await bob!.waitFor('room.closed', (e) => e.reason === 'left');
    const members = await owner!.waitFor('members.changed', (e) => e.removed.length > 0);
    expect(members).toMatchObject({ upserted: [], removed: [bob!.userId] });
    expect(
      await bed.server.db.kysely.selectFrom('vote').selectAll().where('userId', '=', bob!.userId).execute(),
    ).toEqual([]);
    expect(await bob!.send({ type: 'room.sync', roomId })).toMatchObject({ code: 'NOT_MEMBER' });

    await owner!.must(roomId, { type: 'task.add', tasks: [{ title: 'T' }], imported: false });
    await owner!.must(roomId, { type: 'room.delete' });
    await carol!.waitFor('room.closed', (e) => e.reason === 'deleted');
    for (const table of ['room_member', 'task', 'vote', 'jira_integration'] as const) {
      const rows = await bed.server.db.kysely
        .selectFrom(table)
        .select('roomId')
        .where('roomId', '=', roomId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(await carol!.send({ type: 'room.sync', roomId })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('runs a server-kept timer that can reveal at the end', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    await owner!.must(roomId, { type: 'timer.set', durationMs: 1000, revealOnEnd: true });
    await owner!.must(roomId, { type: 'timer.start' });
    const started = await bob!.waitFor('room.patched', (e) => Boolean(e.patch.timer?.endsAt));
    expect(Date.parse(started.patch.timer!.endsAt!)).toBeGreaterThan(Date.now());
    const revealed = await bob!.waitFor('round.changed', (e) => e.round.isShow, 5000);
    expect(revealed.round.votes).toEqual([expect.objectContaining({ userId: bob!.userId, value: '5' })]);
  });

  it('throws emojis at members, within a rate limit, only where allowed', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom({ flyingEmojis: true });
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.must(roomId, { type: 'emoji.throw', targetUserId: bob!.userId, emoji: '🎉' });
    expect((await bob!.waitFor('emoji.thrown')).fromUserId).toBe(owner!.userId);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        owner!.send({ type: 'emoji.throw', roomId, targetUserId: bob!.userId, emoji: '🔥' }),
      ),
    );
    expect(burst.some((ack) => !ack.ok && ack.code === 'RATE_LIMITED')).toBe(true);
    await owner!.must(roomId, { type: 'room.update', patch: { flyingEmojis: false } });
    expect(
      await bob!.send({ type: 'emoji.throw', roomId, targetUserId: owner!.userId, emoji: '👍' }),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('turns a member offline after the grace period when their last tab closes', async () => {
    const [owner, bob] = await users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await owner!.waitFor('presence', (e) => e.online.includes(bob!.userId));
    owner!.clearEvents();
    bob!.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(owner!.events.filter((e) => e.type === 'presence')).toEqual([]);
    await owner!.waitFor('presence', (e) => e.offline.includes(bob!.userId), 6000);
  });

  it('comes back from a network blip without anyone shown leaving, to those who stayed or came back', async () => {
    const [owner, bob, carol] = await users(3);
    const roomId = await owner!.createRoom();
    for (const person of [owner!, bob!, carol!]) await person.join(roomId);
    await owner!.waitFor('presence', (e) => e.online.includes(carol!.userId));
    owner!.clearEvents();
    bob!.close();
    carol!.close();
    // Bob is back first: Carol is still on her way, within her grace period.
    await bob!.connect();
    const bobBack = await bob!.join(roomId);
    expect(bobBack.online).toEqual(expect.arrayContaining([owner!.userId, bob!.userId, carol!.userId]));
    await carol!.connect();
    await carol!.join(roomId);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const person of [owner!, bob!, carol!]) {
      const presence = person.events.filter((e) => e.type === 'presence');
      expect(presence.flatMap((e) => e.offline)).toEqual([]);
    }
  });
});
