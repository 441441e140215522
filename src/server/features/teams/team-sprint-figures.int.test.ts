import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraDouble, type JiraDouble } from '../../testing/jira-double/jira-double';
import { TEST_ROOM_INPUT } from '../../testing/room-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('a team’s figures by Jira sprint, on %s', (dialect) => {
  // The double listens on this host, which a Jira link reaches only when the allowlist names it.
  const bed = roomTestBed(dialect, 'sprints', () => ({ JIRA_ALLOWED_HOSTS: '127.0.0.1' }));
  let jira: JiraDouble;
  beforeAll(async () => {
    jira = await startJiraDouble();
  });
  afterAll(() => jira.close());

  it('counts tasks imported from a sprint in that sprint, and the others by week', async () => {
    const [lead] = await bed.users(1);
    const teamId = (await lead!.http.post('/api/teams', { name: 'Mobile' })).json.id as string;
    const roomId = (await lead!.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId })).json.id as string;
    await lead!.join(roomId);
    const linked = await lead!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: jira.url,
      token: jira.credentials.pat,
    });
    expect(linked.status, linked.text).toBe(200);
    // APP's active sprint (12, "APP Sprint 2"), then two WEB issues picked by a query of one's own.
    const fromSprint = await lead!.http.post(`/api/rooms/${roomId}/jira/import`, {
      project: 'APP',
      sprint: 12,
    });
    expect(fromSprint.status, fromSprint.text).toBe(200);
    await lead!.http.post(`/api/rooms/${roomId}/jira/import`, { jql: 'key in (WEB-1, WEB-2)' });
    await lead!.must(roomId, { type: 'task.add', tasks: [{ title: 'Written here' }] });

    const tasks = (await lead!.sync(roomId)).tasks;
    const pick = (prefix: string) => tasks.find((task) => task.title.startsWith(prefix))!.id;
    for (const taskId of [pick('APP-'), pick('WEB-'), pick('Written here')]) {
      await lead!.must(roomId, { type: 'task.select', taskId });
      await lead!.must(roomId, { type: 'vote.cast', taskId, value: '3' });
      await lead!.must(roomId, { type: 'round.reveal', taskId });
    }

    const { weeks } = (await lead!.http.get(`/api/teams/${teamId}/figures`)).json as {
      weeks: { sprint: string | null; tasks: number }[];
    };
    expect(weeks.map(({ sprint, tasks: count }) => ({ sprint, tasks: count }))).toEqual([
      { sprint: null, tasks: 2 },
      { sprint: 'APP Sprint 2', tasks: 1 },
    ]);
    expect(jira.problems).toEqual([]);
  });
});
