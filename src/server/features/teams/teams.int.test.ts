import { describe, expect, it } from 'vitest';
import { TEST_ROOM_INPUT } from '../../testing/room-client';
import { TEST_RETRO_INPUT } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('teams on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'team');

  it('a lead makes a team, invites by link, hands over admin; strangers and guests stay out', async () => {
    const [lead, ann, bob, stranger] = await bed.users(4);
    const [guest] = await bed.guests(1);
    const made = await lead!.http.post('/api/teams', { name: '  Platform  ', color: 'violet' });
    expect(made.status, made.text).toBe(201);
    const teamId = made.json.id as string;
    expect(made.json).toMatchObject({ name: 'Platform', color: 'violet', myRole: 'admin', invite: null });
    expect(made.json.members).toEqual([expect.objectContaining({ userId: lead!.userId, role: 'admin' })]);

    // Bad input and people without an account get clear refusals.
    expect((await lead!.http.post('/api/teams', { name: '' })).json).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('name'),
    });
    expect((await guest!.http.post('/api/teams', { name: 'Guests' })).json).toMatchObject({
      code: 'ACCOUNT_REQUIRED',
    });
    expect((await stranger!.http.get(`/api/teams/${teamId}`)).status).toBe(404);

    // One link at a time: a new one retires the old, a revoked one works no more.
    const first = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    const link = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    expect(link).not.toBe(first);
    expect((await ann!.http.post(`/api/team-invites/${first}`, {})).status).toBe(404);
    expect((await ann!.http.get(`/api/team-invites/${link}`)).json).toMatchObject({
      teamId,
      name: 'Platform',
      memberCount: 1,
      alreadyMember: false,
    });
    for (const person of [ann!, bob!]) {
      expect((await person.http.post(`/api/team-invites/${link}`, {})).json).toEqual({ teamId });
    }
    expect((await guest!.http.post(`/api/team-invites/${link}`, {})).json).toMatchObject({
      code: 'ACCOUNT_REQUIRED',
    });
    // Joining twice changes nothing.
    expect((await ann!.http.post(`/api/team-invites/${link}`, {})).status).toBe(200);
    expect((await ann!.http.get('/api/teams')).json).toEqual([
      { id: teamId, name: 'Platform', color: 'violet', myRole: 'member', memberCount: 3 },
    ]);
    // Members see the team but not its link, and run nothing.
    const seen = (await ann!.http.get(`/api/teams/${teamId}`)).json;
    expect(seen).toMatchObject({ myRole: 'member', memberCount: 3, invite: null });
    expect((await ann!.http.post(`/api/teams/${teamId}/invite`, {})).status).toBe(403);
    expect((await ann!.http.delete(`/api/teams/${teamId}/members/${bob!.userId}`)).status).toBe(403);
    expect((await ann!.http.patch(`/api/teams/${teamId}`, { name: 'Mine' })).status).toBe(403);

    // The lead cannot leave the team without an admin; hands over, then steps down.
    expect((await lead!.http.delete(`/api/teams/${teamId}/members/${lead!.userId}`)).json).toMatchObject({
      code: 'LAST_ADMIN',
    });
    await lead!.http.patch(`/api/teams/${teamId}/members/${ann!.userId}`, { role: 'admin' });
    expect(
      (await lead!.http.patch(`/api/teams/${teamId}/members/${lead!.userId}`, { role: 'member' })).status,
    ).toBe(200);
    expect((await ann!.http.delete(`/api/teams/${teamId}/members/${ann!.userId}`)).json).toMatchObject({
      code: 'LAST_ADMIN',
    });
    // The new admin removes Bob; Bob sees the team no more. The lead leaves on their own.
    expect((await ann!.http.delete(`/api/teams/${teamId}/members/${bob!.userId}`)).status).toBe(204);
    expect((await bob!.http.get(`/api/teams/${teamId}`)).status).toBe(404);
    expect((await bob!.http.get('/api/teams')).json).toEqual([]);
    expect((await lead!.http.delete(`/api/teams/${teamId}/members/${lead!.userId}`)).status).toBe(204);

    await ann!.http.delete(`/api/teams/${teamId}/invite`);
    expect((await bob!.http.get(`/api/team-invites/${link}`)).json).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('Ask a team admin'),
    });
    expect((await ann!.http.delete(`/api/teams/${teamId}`)).status).toBe(204);
    expect((await ann!.http.get('/api/teams')).json).toEqual([]);
  });

  it('hands a team to its longest-standing member when its last admin deletes their account', async () => {
    const [lead, first, second] = await bed.users(3);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Handed on' })).json.id as string;
    const solo = (await lead!.http.post('/api/teams', { name: 'Alone' })).json.id as string;
    const { token } = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json as { token: string };
    await first!.http.post(`/api/team-invites/${token}`, {});
    // Joined later by the clock, not only by the order of the calls.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await second!.http.post(`/api/team-invites/${token}`, {});
    expect((await lead!.http.delete('/api/profile')).status).toBe(204);
    expect((await first!.http.get(`/api/teams/${teamId}`)).json).toMatchObject({
      myRole: 'admin',
      memberCount: 2,
    });
    expect((await second!.http.get(`/api/teams/${teamId}`)).json).toMatchObject({ myRole: 'member' });
    expect(
      await bed.server.db.kysely.selectFrom('team').select('id').where('id', '=', solo).execute(),
    ).toEqual([]);
  });

  it('holds the rooms and retros made for it; only members make or move them in', async () => {
    const [lead, mate, outsider] = await bed.users(3);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Web' })).json.id as string;
    const { token } = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json as { token: string };
    await mate!.http.post(`/api/team-invites/${token}`, {});

    const room = await mate!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, name: 'Sprint 7', teamId });
    expect(room.status, room.text).toBe(201);
    const retro = await lead!.http.post('/api/retros', {
      ...TEST_RETRO_INPUT,
      name: 'Sprint 7 retro',
      teamId,
    });
    expect(retro.status, retro.text).toBe(201);
    const refused = await outsider!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'NOT_IN_TEAM', message: expect.stringContaining('admins') });

    // The outsider's own room: they may not move it into a team they are not in.
    const own = (await outsider!.http.post('/api/rooms', TEST_ROOM_INPUT)).json.id as string;
    expect((await outsider!.http.put(`/api/rooms/${own}/team`, { teamId })).json).toMatchObject({
      code: 'NOT_IN_TEAM',
    });
    // The lead's room made alone, moved in by its owner; nobody else moves it.
    const later = (await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, name: 'Later' })).json
      .id as string;
    expect((await mate!.http.put(`/api/rooms/${later}/team`, { teamId })).status).toBe(403);
    expect((await lead!.http.put(`/api/rooms/${later}/team`, { teamId })).status).toBe(204);

    const page = (await mate!.http.get(`/api/teams/${teamId}`)).json;
    expect(page.rooms.map((each: { name: string }) => each.name)).toEqual(['Later', 'Sprint 7']);
    expect(page.retros).toEqual([
      expect.objectContaining({
        id: retro.json.id,
        name: 'Sprint 7 retro',
        lastActivity: expect.any(String),
      }),
    ]);

    // The open actions of the team's retros, overdue first; a done one is not listed.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stamp = new Date().toISOString();
    const action = (id: string, dueDate: string | null, done = false) => ({
      id,
      retroId: retro.json.id as string,
      itemId: null,
      text: `Action ${id}`,
      ownerUserId: mate!.userId,
      dueDate,
      done,
      createAt: stamp,
      updatedAt: stamp,
    });
    await bed.server.db.kysely
      .insertInto('retro_action')
      .values([
        action('later', day(3)),
        action('someday', null),
        action('late', day(-2)),
        action('finished', day(-5), true),
      ])
      .execute();
    const actions = (await lead!.http.get(`/api/teams/${teamId}`)).json.openActions;
    expect(actions.map((each: { id: string }) => each.id)).toEqual(['late', 'later', 'someday']);
    expect(actions[0]).toMatchObject({ retroName: 'Sprint 7 retro', ownerName: mate!.displayName });

    // Out of the team again; and a deleted team leaves its rooms to their owners.
    await lead!.http.put(`/api/rooms/${later}/team`, { teamId: null });
    expect((await mate!.http.get(`/api/teams/${teamId}`)).json.rooms).toHaveLength(1);
    await lead!.http.delete(`/api/teams/${teamId}`);
    const kept = await bed.server.db.kysely
      .selectFrom('room')
      .select(['id', 'teamId'])
      .where('id', '=', room.json.id as string)
      .execute();
    expect(kept).toEqual([{ id: room.json.id, teamId: null }]);
  });

  it('refuses a link past its date', async () => {
    const [lead, late] = await bed.users(2);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Mobile' })).json.id as string;
    const { token } = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json as { token: string };
    await bed.server.db.kysely
      .updateTable('team_invite')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('teamId', '=', teamId)
      .execute();
    expect((await late!.http.post(`/api/team-invites/${token}`, {})).status).toBe(404);
    expect((await late!.http.get('/api/teams')).json).toEqual([]);
  });
});
