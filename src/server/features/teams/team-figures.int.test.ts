import { describe, expect, it } from 'vitest';
import { weekOf } from '../../../shared/domain/team-figures';
import { RetroTestUser, TEST_RETRO_INPUT } from '../../testing/retro-client';
import { TEST_ROOM_INPUT } from '../../testing/room-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('a team’s figures over time, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'figures');

  it('counts what two rounds of estimation and a retro’s actions came to, for members only', async () => {
    const [lead, mate, stranger] = await bed.users(3);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Platform' })).json.id as string;
    const token = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    await mate!.http.post(`/api/team-invites/${token}`, {});
    expect((await lead!.http.get(`/api/teams/${teamId}/figures`)).json).toEqual({ weeks: [], retros: [] });

    const roomId = (await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId })).json.id as string;
    for (const person of [lead!, mate!]) await person.connect();
    for (const person of [lead!, mate!]) await person.join(roomId);
    await lead!.must(roomId, { type: 'task.add', tasks: [{ title: 'Login' }, { title: 'Search' }] });
    const [login, search] = (await lead!.sync(roomId)).tasks.map((task) => task.id);
    const round = async (taskId: string, votes: [string, string]) => {
      await lead!.must(roomId, { type: 'task.select', taskId });
      await lead!.must(roomId, { type: 'vote.cast', taskId, value: votes[0] });
      await mate!.must(roomId, { type: 'vote.cast', taskId, value: votes[1] });
      await lead!.must(roomId, { type: 'round.reveal', taskId });
    };
    // Login agreed at once (3 and 5 are next to each other); Search needed a second round.
    await round(login!, ['3', '5']);
    await lead!.must(roomId, { type: 'task.estimate', taskId: login!, estimate: '5' });
    await round(search!, ['1', '13']);
    await lead!.must(roomId, { type: 'round.reset', taskId: search! });
    await round(search!, ['8', '8']);
    await lead!.must(roomId, { type: 'task.estimate', taskId: search!, estimate: '8' });

    const retroId = (await lead!.http.post('/api/retros', { ...TEST_RETRO_INPUT, teamId })).json.id as string;
    const stamp = new Date().toISOString();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await bed.server.db.kysely
      .insertInto('retro_action')
      .values(
        [
          { id: 'late', dueDate: day(-2), done: false },
          { id: 'finished', dueDate: day(-5), done: true },
          { id: 'open', dueDate: null, done: false },
        ].map((action) => ({
          ...action,
          retroId,
          itemId: null,
          text: `Action ${action.id}`,
          ownerUserId: mate!.userId,
          createAt: stamp,
          updatedAt: stamp,
        })),
      )
      .execute();

    const figures = (await mate!.http.get(`/api/teams/${teamId}/figures`)).json;
    expect(figures.weeks).toEqual([
      {
        week: weekOf(stamp),
        sprint: null,
        tasks: 2,
        estimated: 2,
        points: 13,
        agreedFirst: 1,
        judged: 2,
        revoted: 1,
        averageSpread: 3,
      },
    ]);
    expect(figures.retros).toEqual([
      expect.objectContaining({ retroId, name: TEST_RETRO_INPUT.name, opened: 3, done: 1, overdue: 1 }),
    ]);
    expect((await stranger!.http.get(`/api/teams/${teamId}/figures`)).status).toBe(404);

    // From the team page, a member who never opened the retro checks an action off: the retro's
    // board hears of it live, and the team's open actions lose it. A stranger may not.
    const facilitator = new RetroTestUser(lead!);
    await facilitator.join(retroId);
    expect((await stranger!.http.put('/api/retro-actions/late', { done: true })).status).toBe(404);
    const checked = await mate!.http.put('/api/retro-actions/late', { done: true });
    expect(checked.status, checked.text).toBe(204);
    await facilitator.waitFor('action.saved', (event) => event.action.id === 'late' && event.action.done);
    const open = (await mate!.http.get(`/api/teams/${teamId}`)).json.openActions as { id: string }[];
    expect(open.map((action) => action.id)).toEqual(['open']);
  });

  it('hands an open action to a teammate who never came, from the team page; nobody outside it', async () => {
    const [lead, mate, newcomer, stranger] = await bed.users(4);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Payments' })).json.id as string;
    const token = (await lead!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    for (const person of [mate!, newcomer!]) await person.http.post(`/api/team-invites/${token}`, {});
    const retroId = (await lead!.http.post('/api/retros', { ...TEST_RETRO_INPUT, teamId })).json.id as string;
    const stamp = new Date().toISOString();
    await bed.server.db.kysely
      .insertInto('retro_action')
      .values({
        id: 'unowned',
        retroId,
        itemId: null,
        text: 'Write the runbook',
        ownerUserId: null,
        dueDate: null,
        done: false,
        createAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    const facilitator = new RetroTestUser(lead!);
    await facilitator.join(retroId);

    const handTo = (person: typeof lead, ownerUserId: unknown) =>
      person!.http.put('/api/retro-actions/unowned', { ownerUserId });
    expect((await handTo(stranger, mate!.userId)).status).toBe(404);
    const outside = await handTo(mate, stranger!.userId);
    expect([outside.status, outside.json.message]).toEqual([
      404,
      'This person is not in the retro or its team',
    ]);
    const empty = await mate!.http.put('/api/retro-actions/unowned', {});
    expect([empty.status, empty.json.message]).toEqual([400, 'Say what changes: done or ownerUserId']);

    // Neither of them opened the retro: the board hears of it live, and the team page names the owner.
    expect((await handTo(mate, newcomer!.userId)).status).toBe(204);
    await facilitator.waitFor(
      'action.saved',
      (event) => event.action.id === 'unowned' && event.action.ownerUserId === newcomer!.userId,
    );
    const [open] = (await mate!.http.get(`/api/teams/${teamId}`)).json.openActions as {
      ownerUserId: string;
      ownerName: string;
    }[];
    expect(open).toMatchObject({ ownerUserId: newcomer!.userId, ownerName: newcomer!.displayName });
    expect((await handTo(mate, null)).status).toBe(204);
    expect((await mate!.http.get(`/api/teams/${teamId}`)).json.openActions[0].ownerUserId).toBeNull();
  });
});
