import { describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInBoss } from '../../testing/admin-test-kit';
import { TEST_ROOM_INPUT } from '../../testing/room-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('teams in the admin area, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'admin-teams', () => ADMIN_ENV);

  it('an administrator sees every team with its size and deletes one; nobody else may', async () => {
    const [lead, mate] = await bed.users(2);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Mobile', color: 'teal' })).json.id as string;
    const token = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    await mate!.http.post(`/api/team-invites/${token}`, {});
    const roomId = (await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId })).json.id as string;

    const boss = await signInBoss(bed.server);
    const teams = (await boss.client.get('/api/admin/teams')).json as { id: string }[];
    expect(teams.find((team) => team.id === teamId)).toMatchObject({
      name: 'Mobile',
      color: 'teal',
      memberCount: 2,
      roomCount: 1,
      retroCount: 0,
    });
    expect((await lead!.http.get('/api/admin/teams')).status).toBe(403);
    expect((await lead!.http.delete(`/api/admin/teams/${teamId}`)).status).toBe(403);

    expect((await boss.client.delete(`/api/admin/teams/${teamId}`)).status).toBe(204);
    expect((await boss.client.delete(`/api/admin/teams/${teamId}`)).json).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await lead!.http.get('/api/teams')).json).toEqual([]);
    const room = await bed.server.db.kysely
      .selectFrom('room')
      .select(['teamId', 'access'])
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(room).toEqual({ teamId: null, access: 'signedIn' });
  });
});
