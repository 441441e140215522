import { describe, expect, it } from 'vitest';
import { RetroTestUser, TEST_RETRO_INPUT } from '../testing/retro-client';
import { TEST_ROOM_INPUT, type RoomTestUser } from '../testing/room-client';
import { roomTestBed } from '../testing/room-test-bed';
import { TEST_DIALECTS } from '../testing/test-server';

/** A team made by `lead`, with `members` joined through its invitation link. */
async function teamOf(lead: RoomTestUser, members: RoomTestUser[]): Promise<string> {
  const teamId = (await lead.http.post('/api/teams', { name: 'Platform' })).json.id as string;
  const token = (await lead.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
  for (const member of members) {
    const joined = await member.http.post(`/api/team-invites/${token}`, {});
    expect(joined.status, joined.text).toBe(200);
  }
  return teamId;
}

describe.each(TEST_DIALECTS)('who may enter a room, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'access');

  it('a team room admits its team; the owner opens it, then closes it again live', async () => {
    const [lead, ann, bob] = await bed.users(3);
    const [guest] = await bed.guests(1);
    const teamId = await teamOf(lead!, [ann!]);
    const made = await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId });
    expect(made.status, made.text).toBe(201);
    const roomId = made.json.id as string;
    for (const person of [lead!, ann!, bob!, guest!]) await person.connect();

    expect(await lead!.join(roomId)).toMatchObject({ teamId, access: 'team' });
    await ann!.join(roomId);
    expect(await bob!.send({ type: 'room.join', roomId, protocol: 4 })).toMatchObject({
      ok: false,
      code: 'NOT_IN_TEAM',
      message: expect.stringContaining('ask a team admin to add you'),
    });
    expect(await guest!.send({ type: 'room.join', roomId, protocol: 4 })).toMatchObject({
      ok: false,
      code: 'ACCOUNT_REQUIRED',
      message: expect.stringContaining('sign up or sign in'),
    });
    // Only the owner changes it; "team only" needs a team.
    expect(await ann!.send({ type: 'room.access', roomId, access: 'link' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });

    await lead!.must(roomId, { type: 'room.access', access: 'link' });
    await ann!.waitFor('access.changed', (event) => event.access === 'link');
    await bob!.join(roomId);
    await guest!.join(roomId);
    // Bob's and the guest's votes are shown before the room closes again: the round keeps them.
    await bob!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    await guest!.must(roomId, { type: 'vote.cast', taskId: null, value: '8' });
    await lead!.must(roomId, { type: 'round.reveal', taskId: null });

    await lead!.must(roomId, { type: 'room.access', access: 'signedIn' });
    await guest!.waitFor('room.closed', (event) => event.reason === 'access');
    expect(await guest!.send({ type: 'room.sync', roomId })).toMatchObject({ ok: false, code: 'NOT_MEMBER' });
    expect(await guest!.send({ type: 'vote.cast', roomId, taskId: null, value: '1' })).toMatchObject({
      ok: false,
      code: 'NOT_MEMBER',
    });
    expect(await guest!.send({ type: 'room.join', roomId, protocol: 4 })).toMatchObject({
      code: 'ACCOUNT_REQUIRED',
    });

    await lead!.must(roomId, { type: 'room.access', access: 'team' });
    await bob!.waitFor('room.closed', (event) => event.reason === 'access');
    const room = await ann!.sync(roomId);
    expect(room.access).toBe('team');
    expect(room.members.map((member) => member.userId).sort()).toEqual([lead!.userId, ann!.userId].sort());
    expect(room.round.votes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: bob!.userId, value: '5' }),
        expect.objectContaining({ userId: guest!.userId, value: '8' }),
      ]),
    );
    expect(await bob!.send({ type: 'room.join', roomId, protocol: 4 })).toMatchObject({
      code: 'NOT_IN_TEAM',
    });

    // Out of its team, a team-only room stays for accounts; it cannot be made team-only again.
    expect((await lead!.http.put(`/api/rooms/${roomId}/team`, { teamId: null })).status).toBe(204);
    expect((await lead!.sync(roomId)).access).toBe('signedIn');
    await bob!.join(roomId);
    expect(await lead!.send({ type: 'room.access', roomId, access: 'team' })).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
      message: expect.stringContaining('in no team'),
    });
  });

  it('whoever leaves the team, or is not in the team a room moves to, leaves its team-only rooms live', async () => {
    const [lead, ann, bob, carl] = await bed.users(4);
    const teamId = await teamOf(lead!, [ann!, bob!]);
    const otherTeamId = await teamOf(lead!, [carl!]);
    const teamRoom = async () => {
      const made = await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId });
      return made.json.id as string;
    };
    const [roomId, movedId] = [await teamRoom(), await teamRoom()];
    for (const person of [lead!, ann!, bob!, carl!]) await person.connect();
    for (const person of [lead!, ann!, bob!]) await person.join(roomId);
    for (const person of [lead!, ann!]) await person.join(movedId);

    // An admin removes Bob from the team: he leaves its room at once, and cannot come back.
    expect((await lead!.http.delete(`/api/teams/${teamId}/members/${bob!.userId}`)).status).toBe(204);
    await bob!.waitFor('room.closed', (event) => event.roomId === roomId && event.reason === 'access');
    expect(await bob!.send({ type: 'room.join', roomId, protocol: 4 })).toMatchObject({
      code: 'NOT_IN_TEAM',
    });
    expect((await lead!.sync(roomId)).members.map((member) => member.userId)).not.toContain(bob!.userId);

    // The owner moves the other room into a team Ann is not in: she leaves it; Carl may come in.
    expect((await lead!.http.put(`/api/rooms/${movedId}/team`, { teamId: otherTeamId })).status).toBe(204);
    await ann!.waitFor('room.closed', (event) => event.roomId === movedId && event.reason === 'access');
    await carl!.join(movedId);
    expect((await lead!.sync(roomId)).members.map((member) => member.userId)).toContain(ann!.userId);

    // Ann leaves the team herself: out of its room too.
    expect((await ann!.http.delete(`/api/teams/${teamId}/members/${ann!.userId}`)).status).toBe(204);
    await ann!.waitFor('room.closed', (event) => event.roomId === roomId && event.reason === 'access');

    // A deleted team leaves its team-only rooms to their owners, still closed to guests.
    expect((await lead!.http.delete(`/api/teams/${otherTeamId}`)).status).toBe(204);
    expect(await lead!.sync(movedId)).toMatchObject({ teamId: null, access: 'signedIn' });
  });

  it('a team admin manages the team’s rooms as a moderator and decides who may enter', async () => {
    const [lead, ann, bob] = await bed.users(3);
    const teamId = await teamOf(lead!, [ann!, bob!]);
    const promoted = await lead!.http.patch(`/api/teams/${teamId}/members/${ann!.userId}`, { role: 'admin' });
    expect(promoted.status, promoted.text).toBe(200);
    const roomId = (await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId })).json.id as string;
    for (const person of [lead!, ann!, bob!]) await person.connect();
    await lead!.join(roomId);
    const seen = await ann!.join(roomId);
    expect(seen.members.find((member) => member.userId === ann!.userId)?.roles.sort()).toEqual([
      'moderator',
      'player',
    ]);
    await bob!.join(roomId);
    await ann!.must(roomId, { type: 'round.reveal', taskId: null });
    expect(await bob!.send({ type: 'room.access', roomId, access: 'link' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: expect.stringContaining('Only the owner or a team admin'),
    });
    await ann!.must(roomId, { type: 'room.access', access: 'link' });
    expect((await bob!.sync(roomId)).access).toBe('link');

    // Made an admin after joining, Bob moderates the room from then on, told live.
    const rolesOf = async (userId: string, id = roomId) =>
      (await lead!.sync(id)).members.find((member) => member.userId === userId)?.roles.sort();
    await lead!.http.patch(`/api/teams/${teamId}/members/${bob!.userId}`, { role: 'admin' });
    await bob!.waitFor('members.changed', (event) =>
      event.upserted.some((member) => member.userId === bob!.userId && member.roles.includes('moderator')),
    );
    expect(await rolesOf(bob!.userId)).toEqual(['moderator', 'player']);
    // A room moved into the team: its admins already in it moderate it too.
    const later = await lead!.createRoom();
    await lead!.join(later);
    await ann!.join(later);
    expect(await rolesOf(ann!.userId, later)).toEqual(['player']);
    expect((await lead!.http.put(`/api/rooms/${later}/team`, { teamId })).status).toBe(204);
    expect(await rolesOf(ann!.userId, later)).toEqual(['moderator', 'player']);
  });

  it('a passcode keeps newcomers out until they give it; members and team admins need none', async () => {
    const [lead, ann, bob, carl] = await bed.users(4);
    const [guest] = await bed.guests(1);
    const teamId = await teamOf(lead!, [ann!]);
    await lead!.http.patch(`/api/teams/${teamId}/members/${ann!.userId}`, { role: 'admin' });
    const roomId = (await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId })).json.id as string;
    for (const person of [lead!, ann!, bob!, carl!, guest!]) await person.connect();
    await lead!.join(roomId);
    await lead!.must(roomId, { type: 'room.access', access: 'link' });
    await carl!.join(roomId);
    expect(await carl!.send({ type: 'room.passcode', roomId, passcode: 'blue-otter' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await lead!.send({ type: 'room.passcode', roomId, passcode: 'abc' })).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('at least 4 characters'),
    });
    await lead!.must(roomId, { type: 'room.passcode', passcode: 'blue-otter' });
    await carl!.waitFor('access.changed', (event) => event.hasPasscode);

    const join = (person: RoomTestUser, passcode?: string) =>
      person.send({ type: 'room.join', roomId, protocol: 4, ...(passcode ? { passcode } : {}) });
    expect(await join(bob!)).toMatchObject({
      code: 'PASSCODE_REQUIRED',
      message: expect.stringContaining('ask its owner'),
    });
    expect(await join(bob!, 'red-otter')).toMatchObject({ code: 'PASSCODE_WRONG' });
    expect(await join(bob!, 'blue-otter')).toMatchObject({ ok: true, snapshot: { hasPasscode: true } });
    // Once in, a member comes back without it; a team admin never needs it; a member stays.
    bob!.close();
    await bob!.connect();
    await bob!.join(roomId);
    await ann!.join(roomId);
    expect((await carl!.sync(roomId)).members).toHaveLength(4);
    for (const person of [lead!, ann!, bob!, carl!]) {
      expect(person.frames.join('\n')).not.toMatch(/blue-otter|passcodeHash/);
    }

    // Guessing is cut off: ten wrong passcodes per person in ten minutes, then even the right one waits.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await join(guest!, `guess-${attempt}`)).toMatchObject({ code: 'PASSCODE_WRONG' });
    }
    expect(await join(guest!, 'blue-otter')).toMatchObject({ code: 'RATE_LIMITED' });
    const other = (await lead!.http.post('/api/rooms', TEST_ROOM_INPUT)).json.id as string;
    await lead!.must(other, { type: 'room.passcode', passcode: 'green-fox' });
    expect(
      await guest!.send({ type: 'room.join', roomId: other, protocol: 4, passcode: 'green-fox' }),
    ).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many wrong passcodes'),
    });

    // Taken away, the room asks no one.
    await lead!.must(roomId, { type: 'room.passcode', passcode: null });
    expect((await lead!.sync(roomId)).hasPasscode).toBe(false);
  });

  it('a new link retires the old one for newcomers; members come back as before', async () => {
    const [lead, ann, bob, carl] = await bed.users(4);
    const roomId = await lead!.createRoom();
    for (const person of [lead!, ann!, bob!, carl!]) await person.connect();
    await lead!.join(roomId);
    await ann!.join(roomId);
    expect(await ann!.send({ type: 'room.newLink', roomId })).toMatchObject({ ok: false, code: 'FORBIDDEN' });

    await lead!.must(roomId, { type: 'room.newLink' });
    const { linkKey } = await ann!.waitFor('access.changed', (event) => event.linkKey !== null);
    expect(linkKey).toMatch(/^[\w-]{16}$/);
    const join = (person: RoomTestUser, key?: string) =>
      person.send({ type: 'room.join', roomId, protocol: 4, ...(key ? { key } : {}) });
    expect(await join(bob!)).toMatchObject({
      code: 'LINK_EXPIRED',
      message: expect.stringContaining('ask its owner for the new one'),
    });
    expect(await join(bob!, linkKey!)).toMatchObject({ ok: true, snapshot: { linkKey } });
    ann!.close();
    await ann!.connect();
    await ann!.join(roomId);

    // Another new link: the one Bob followed no longer lets anyone new in.
    await lead!.must(roomId, { type: 'room.newLink' });
    expect(await join(carl!, linkKey!)).toMatchObject({ code: 'LINK_EXPIRED' });
    const current = (await lead!.sync(roomId)).linkKey;
    expect(current).not.toBe(linkKey);
    expect(await join(carl!, current!)).toMatchObject({ ok: true });
  });

  it('a retro closed to guests sends its guest out live and keeps the card they wrote', async () => {
    const [lead] = await bed.users(1);
    const [guest] = await bed.guests(1);
    for (const person of [lead!, guest!]) await person.connect();
    const facilitator = new RetroTestUser(lead!);
    const visitor = new RetroTestUser(guest!);
    const retroId = (await lead!.http.post('/api/retros', TEST_RETRO_INPUT)).json.id as string;
    const board = await facilitator.join(retroId);
    expect(board.access).toBe('link');
    await visitor.join(retroId);
    await visitor.must(retroId, {
      type: 'card.add',
      columnId: board.columns[0]!.id,
      text: 'Deploys are slow',
    });

    await facilitator.must(retroId, { type: 'room.access', access: 'signedIn' });
    await expect
      .poll(() => visitor.events.some((event) => event.type === 'room.closed' && event.reason === 'access'))
      .toBe(true);
    expect(await visitor.send({ type: 'room.join', roomId: retroId, protocol: 5 })).toMatchObject({
      code: 'ACCOUNT_REQUIRED',
      message: expect.stringContaining('This retro is only for people with an account'),
    });
    await facilitator.must(retroId, { type: 'phase.set', phase: 'reveal' });
    const after = await facilitator.sync(retroId);
    expect(after.members.map((member) => member.userId)).toEqual([lead!.userId]);
    expect(after.cards.map((card) => card.text)).toEqual(['Deploys are slow']);
  });
});
