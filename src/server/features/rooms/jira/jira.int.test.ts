import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraDouble, type JiraDouble } from '../../../testing/jira-double/jira-double';
import { roomTestBed } from '../../../testing/room-test-bed';
import { freePort } from '../../../testing/free-ports';
import { TEST_DIALECTS } from '../../../testing/test-server';

describe.each(TEST_DIALECTS)('connecting a room to Jira on %s', (dialect) => {
  // The double listens on this host, which a Jira link reaches only when the allowlist names it.
  const bed = roomTestBed(dialect, 'jira', () => ({ JIRA_ALLOWED_HOSTS: '127.0.0.1' }));
  let jira: JiraDouble;
  beforeAll(async () => {
    jira = await startJiraDouble();
  });
  afterAll(() => jira.close());
  const cloudCredentials = () => ({
    kind: 'cloud',
    siteUrl: jira.url,
    email: jira.credentials.email,
    apiToken: jira.credentials.apiToken,
  });

  it('connects with Cloud or Data Center credentials, tells everyone as whom, and never hands out the token', async () => {
    const [owner, player] = await bed.users(2);
    const roomId = await owner!.createRoom();
    await player!.join(roomId);
    const answers: string[] = [];
    const keep = <T extends { text: string }>(result: T) => {
      answers.push(result.text);
      return result;
    };
    const cloud = {
      kind: 'cloud',
      siteUrl: `${jira.url}/`,
      email: jira.credentials.email,
      apiToken: jira.credentials.apiToken,
    };

    expect(keep(await player!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({
      connected: false,
    });
    expect(keep(await player!.http.put(`/api/rooms/${roomId}/jira`, cloud)).status).toBe(403);
    const wrong = keep(
      await owner!.http.put(`/api/rooms/${roomId}/jira`, { ...cloud, apiToken: 'not-the-token' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ code: 'JIRA_BAD_CREDENTIALS', message: 'You are not authenticated.' });

    const connected = keep(await owner!.http.put(`/api/rooms/${roomId}/jira`, cloud));
    expect(connected.status, connected.text).toBe(200);
    expect(connected.json).toEqual({
      connected: true,
      kind: 'cloud',
      site: jira.url,
      account: 'Ann Atlassian',
      storyPointKey: null,
      pointsKeys: {},
      sites: [{ value: jira.url, url: jira.url }],
      // This server has no Atlassian app of its own.
      oauthAvailable: false,
    });
    expect(keep(await player!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({
      account: 'Ann Atlassian',
    });

    const dataCenter = { kind: 'dataCenter', baseUrl: jira.url, token: jira.credentials.pat };
    expect(keep(await owner!.http.put(`/api/rooms/${roomId}/jira`, dataCenter)).json).toMatchObject({
      connected: true,
      kind: 'dataCenter',
    });
    const stored = await bed.server.db.kysely.selectFrom('jira_integration').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(jira.credentials.pat);
    expect(JSON.stringify(stored)).not.toContain(jira.credentials.apiToken);

    for (const text of answers) {
      expect(text).not.toContain(jira.credentials.apiToken);
      expect(text).not.toContain(jira.credentials.pat);
    }
    expect(owner!.frames.join('\n')).not.toContain(jira.credentials.pat);
    expect(jira.problems).toEqual([]);

    expect((await owner!.http.delete(`/api/rooms/${roomId}/jira`)).status).toBe(204);
    expect((await player!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({ connected: false });
    expect(await bed.server.db.kysely.selectFrom('jira_integration').selectAll().execute()).toEqual([]);
  });

  it('says clearly when Jira cannot be reached or refuses the account', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const away = await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: nowhere,
      token: 'x',
    });
    expect(away.status).toBe(502);
    expect(away.json).toMatchObject({ code: 'JIRA_UNREACHABLE' });
    jira.failNext(403, { message: 'This account may not use Jira.' });
    const refused = await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: jira.url,
      token: jira.credentials.pat,
    });
    expect(refused.json).toMatchObject({
      code: 'JIRA_NO_PERMISSION',
      message: 'This account may not use Jira.',
    });
    // A web server that is not Jira: its 404, or a page where Jira's answer should be.
    const notJira = await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: `${jira.url}/not-jira`,
      token: jira.credentials.pat,
    });
    expect(notJira.status).toBe(422);
    expect(notJira.json).toMatchObject({
      code: 'JIRA_NOT_FOUND',
      message: expect.stringContaining('There is no Jira at this address'),
    });
    const page = await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: bed.server.url,
      token: 'x',
    });
    expect(page.status, page.text).toBe(422);
    expect(page.json).toMatchObject({ code: 'JIRA_NOT_FOUND' });
    const bad = await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'cloud',
      siteUrl: 'ftp://jira',
      email: 'x',
      apiToken: '',
    });
    expect(bad.status).toBe(400);
  });

  it('previews and imports a project page by page, finds the points field, and imports again without duplicates', async () => {
    const [owner, player] = await bed.users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await player!.join(roomId);
    const cloud = cloudCredentials();
    expect(
      (await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'APP' })).json,
    ).toMatchObject({
      code: 'JIRA_NOT_CONNECTED',
    });
    await owner!.http.put(`/api/rooms/${roomId}/jira`, cloud);
    expect((await player!.http.post(`/api/rooms/${roomId}/jira/import`, { project: 'APP' })).status).toBe(
      403,
    );

    const preview = await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, {
      project: 'APP',
      issuetype: ['Story'],
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json).toMatchObject({ count: 4, more: false });
    expect(preview.json.issues[0]).toEqual({
      key: 'APP-1',
      summary: 'Sign in with a passkey (1)',
      points: 3,
    });
    expect((await owner!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({
      storyPointKey: null,
      pointsKeys: { APP: 'customfield_10016' },
    });

    // Twelve issues over pages of five, into the room as tasks with links and the points Jira had.
    const imported = await owner!.http.post(`/api/rooms/${roomId}/jira/import`, { project: 'APP' });
    expect(imported.json).toEqual({ added: 12, updated: 0 });
    const tasks = (await player!.sync(roomId)).tasks;
    expect(tasks).toHaveLength(12);
    expect(tasks[0]).toMatchObject({
      title: 'APP-1 Sign in with a passkey (1)',
      link: `${jira.url}/browse/APP-1`,
      externalKey: 'APP-1',
      finalEstimate: '3',
    });
    expect(tasks.every((task) => task.importDate !== null)).toBe(true);

    jira.issue('APP-2')!.summary = 'Show the order history';
    const again = await owner!.http.post(`/api/rooms/${roomId}/jira/import`, { jql: 'project = APP' });
    expect(again.json).toEqual({ added: 0, updated: 12 });
    const after = (await player!.sync(roomId)).tasks;
    expect(after).toHaveLength(12);
    expect(after.find((task) => task.externalKey === 'APP-2')?.title).toBe('APP-2 Show the order history');

    // A company-managed project's field is found the same way, and each project keeps its own.
    const both = await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { jql: 'status in ("To Do")' });
    const pointsOf = (key: string) =>
      both.json.issues.find((issue: { key: string }) => issue.key === key)?.points;
    expect([pointsOf('APP-1'), pointsOf('WEB-1')]).toEqual([3, 3]);
    expect((await owner!.http.get(`/api/rooms/${roomId}/jira`)).json.pointsKeys).toEqual({
      APP: 'customfield_10016',
      WEB: 'customfield_10028',
    });
    expect(jira.problems).toEqual([]);
  });

  it('pages a Data Center search by offset', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: jira.url,
      token: jira.credentials.pat,
    });
    jira.requests.length = 0;
    const imported = await owner!.http.post(`/api/rooms/${roomId}/jira/import`, { project: 'WEB' });
    expect(imported.json).toEqual({ added: 12, updated: 0 });
    // Three pages of five for the field discovery's second search, after the first one's three.
    expect(jira.requests.filter((line) => line === 'POST /rest/api/2/search')).toHaveLength(6);
    expect(jira.requests.some((line) => line.includes('/rest/api/3/'))).toBe(false);
    const tasks = (await owner!.sync(roomId)).tasks;
    expect(new Set(tasks.map((task) => task.externalKey)).size).toBe(12);
    expect(jira.problems).toEqual([]);
  });

  it('lets a facilitator choose the points field from the numeric fields Jira offers', async () => {
    const [owner, player] = await bed.users(2);
    const roomId = await owner!.createRoom();
    await player!.join(roomId);
    await owner!.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'cloud',
      siteUrl: jira.url,
      email: jira.credentials.email,
      apiToken: jira.credentials.apiToken,
    });
    const fields = await owner!.http.get(`/api/rooms/${roomId}/jira/fields`);
    expect(fields.json).toEqual([
      { id: 'customfield_10050', name: 'Business value' },
      { id: 'customfield_10016', name: 'Story point estimate' },
      { id: 'customfield_10028', name: 'Story Points' },
    ]);
    expect((await player!.http.get(`/api/rooms/${roomId}/jira/fields`)).status).toBe(403);
    const choose = (storyPointKey: string | null) =>
      owner!.http.put(`/api/rooms/${roomId}/jira/points-field`, { storyPointKey });
    expect(
      (await player!.http.put(`/api/rooms/${roomId}/jira/points-field`, { storyPointKey: null })).status,
    ).toBe(403);
    expect((await choose('summary')).json).toMatchObject({ code: 'JIRA_NOT_A_NUMBER_FIELD' });

    jira.issue('APP-1')!.fields.customfield_10050 = 40;
    expect((await choose('customfield_10050')).json).toMatchObject({ storyPointKey: 'customfield_10050' });
    const preview = await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'APP' });
    expect(preview.json.issues[0]).toMatchObject({ key: 'APP-1', points: 40 });
    // Back to finding it: the next search learns the project's own field again.
    expect((await choose(null)).json).toMatchObject({ storyPointKey: null });
    await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'APP' });
    expect((await owner!.http.get(`/api/rooms/${roomId}/jira`)).json.pointsKeys).toEqual({
      APP: 'customfield_10016',
    });
    expect(jira.problems).toEqual([]);
  });

  it('lets moderators use the link as owners do, and nobody else', async () => {
    const [owner, moderator, player] = await bed.users(3);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await moderator!.join(roomId);
    await player!.join(roomId);
    await owner!.must(roomId, { type: 'member.roles', userId: moderator!.userId, roles: ['moderator'] });
    const connect = {
      kind: 'dataCenter',
      baseUrl: jira.url,
      token: jira.credentials.pat,
    };
    expect((await moderator!.http.put(`/api/rooms/${roomId}/jira`, connect)).status).toBe(200);
    const imported = await moderator!.http.post(`/api/rooms/${roomId}/jira/import`, {
      project: 'APP',
      sprint: 12,
    });
    expect(imported.json).toEqual({ added: 6, updated: 0 });
    expect((await moderator!.http.post(`/api/rooms/${roomId}/jira/send`, {})).status).toBe(200);
    for (const [method, path] of [
      ['POST', 'jira/send'],
      ['POST', 'jira/preview'],
      ['GET', 'jira/projects'],
      ['GET', 'jira/projects/APP'],
      ['GET', 'jira/fields'],
      ['PUT', 'jira/points-field'],
      ['DELETE', 'jira'],
    ] as const) {
      const answer = await player!.http.request(
        method,
        `/api/rooms/${roomId}/${path}`,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // Everyone in the room sees that it is linked, and as whom; a stranger sees nothing.
    expect((await player!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({ connected: true });
    const [stranger] = await bed.users(1);
    expect((await stranger!.http.get(`/api/rooms/${roomId}/jira`)).status).toBe(404);
  });

  it('sends agreed points back, says why a task was not sent, and waits out a 429', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    const cloud = cloudCredentials();
    await owner!.http.put(`/api/rooms/${roomId}/jira`, cloud);
    await owner!.http.post(`/api/rooms/${roomId}/jira/import`, { project: 'WEB', status: ['To Do'] });
    const tasks = (await owner!.sync(roomId)).tasks;
    const [first, second, third] = tasks;
    await owner!.must(roomId, { type: 'task.estimate', taskId: first!.id, estimate: '8' });
    await owner!.must(roomId, { type: 'task.estimate', taskId: second!.id, estimate: '☕' });
    await owner!.must(roomId, { type: 'task.estimate', taskId: third!.id, estimate: '0.5' });

    jira.failNext(429, { retryAfterSeconds: 0 });
    const sent = await owner!.http.post(`/api/rooms/${roomId}/jira/send`, {});
    expect(sent.status, sent.text).toBe(200);
    const byKey = Object.fromEntries(
      sent.json.results.map((result: { key: string }) => [result.key, result]),
    );
    expect(byKey[first!.externalKey!]).toMatchObject({ outcome: 'sent', reason: null });
    expect(byKey[second!.externalKey!]).toMatchObject({
      outcome: 'skipped',
      reason: expect.stringContaining('not a number'),
    });
    expect(byKey[third!.externalKey!]).toMatchObject({ outcome: 'sent' });
    expect(jira.issue(first!.externalKey!)!.fields.customfield_10028).toBe(8);
    expect(jira.issue(third!.externalKey!)!.fields.customfield_10028).toBe(0.5);

    jira.takeOffScreen('customfield_10028');
    await owner!.must(roomId, { type: 'task.estimate', taskId: first!.id, estimate: '13' });
    const refused = await owner!.http.post(`/api/rooms/${roomId}/jira/send`, { taskIds: [first!.id] });
    expect(refused.json.results).toEqual([
      expect.objectContaining({ outcome: 'failed', reason: expect.stringContaining('not on this issue') }),
    ]);
    expect(jira.problems).toEqual([]);
  });

  it('never overwrites Jira with points that came from it: reads first, sends only what was agreed here', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await owner!.http.put(`/api/rooms/${roomId}/jira`, cloudCredentials());
    const field = 'customfield_10016';
    const keys = ['APP-5', 'APP-6', 'APP-7', 'APP-8'];
    for (const [index, key] of keys.entries()) jira.issue(key)!.fields[field] = index + 1;
    await owner!.http.post(`/api/rooms/${roomId}/jira/import`, { jql: `key in (${keys.join(',')})` });
    const taskOf = async (key: string) =>
      (await owner!.sync(roomId)).tasks.find((task) => task.externalKey === key)!;
    // APP-5 changes in Jira after the import; APP-6 is agreed here; APP-7 is agreed here as what
    // Jira already says; APP-8 stays as it came.
    jira.issue('APP-5')!.fields[field] = 13;
    await owner!.must(roomId, { type: 'task.estimate', taskId: (await taskOf('APP-6')).id, estimate: '8' });
    jira.issue('APP-7')!.fields[field] = 5;
    await owner!.must(roomId, { type: 'task.estimate', taskId: (await taskOf('APP-7')).id, estimate: '5' });

    const sent = await owner!.http.post(`/api/rooms/${roomId}/jira/send`, {});
    expect(sent.status, sent.text).toBe(200);
    const byKey = Object.fromEntries(
      sent.json.results.map((result: { key: string }) => [result.key, result]),
    );
    expect(byKey['APP-5']).toMatchObject({
      outcome: 'skipped',
      reason: '1 came from Jira and was not changed here, so Jira keeps 13',
    });
    expect(byKey['APP-6']).toMatchObject({ outcome: 'sent', reason: null });
    expect(byKey['APP-7']).toMatchObject({ outcome: 'skipped', reason: 'Jira already holds 5' });
    expect(byKey['APP-8']).toMatchObject({ outcome: 'skipped' });
    expect(keys.map((key) => jira.issue(key)!.fields[field])).toEqual([13, 8, 5, 4]);

    // Sent once, not again; and the next import brings Jira's change in, as nobody changed it here.
    expect(
      (await owner!.http.post(`/api/rooms/${roomId}/jira/send`, { taskIds: [(await taskOf('APP-6')).id] }))
        .json.results,
    ).toEqual([expect.objectContaining({ outcome: 'skipped', reason: 'Jira already holds 8' })]);
    await owner!.http.post(`/api/rooms/${roomId}/jira/import`, { jql: `key in (${keys.join(',')})` });
    expect((await taskOf('APP-5')).finalEstimate).toBe('13');
    expect((await taskOf('APP-6')).finalEstimate).toBe('8');
    expect(jira.problems).toEqual([]);
  });

  it('finds a Data Center’s projects where Data Center lists them, not by Cloud’s project search', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    const dataCenter = { kind: 'dataCenter', baseUrl: jira.url, token: jira.credentials.pat };
    expect((await owner!.http.put(`/api/rooms/${roomId}/jira`, dataCenter)).status).toBe(200);
    const projects = await owner!.http.get(`/api/rooms/${roomId}/jira/projects?query=shop`);
    expect(projects.status, projects.text).toBe(200);
    expect(projects.json).toEqual([expect.objectContaining({ id: '10001', key: 'WEB', name: 'Web shop' })]);
    expect(jira.requests).toContain('GET /rest/api/2/project');
    expect(jira.problems).toEqual([]);
  });

  it('lists projects with avatars, and a project’s types, statuses and open sprints', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    const cloud = cloudCredentials();
    await owner!.http.put(`/api/rooms/${roomId}/jira`, cloud);
    const projects = await owner!.http.get(`/api/rooms/${roomId}/jira/projects?query=shop`);
    expect(projects.json).toEqual([
      {
        id: '10001',
        key: 'WEB',
        name: 'Web shop',
        avatarUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    ]);
    const options = await owner!.http.get(`/api/rooms/${roomId}/jira/projects/APP`);
    expect(options.status, options.text).toBe(200);
    expect(options.json).toEqual({
      issueTypes: ['Story', 'Bug', 'Task'],
      statuses: ['To Do', 'In Progress', 'Done'],
      sprints: [
        expect.objectContaining({ id: 12, name: 'APP Sprint 2', state: 'active', board: 'APP board' }),
      ],
      unavailable: {},
    });

    // A Jira whose agile API refuses (no Jira Software, or an app not allowed it): the types and
    // statuses still come, and the sprints say why they do not.
    jira.failNext(403, { path: '/rest/agile/', message: 'The app is not allowed to use Jira Software.' });
    const partly = await owner!.http.get(`/api/rooms/${roomId}/jira/projects/APP`);
    expect(partly.status, partly.text).toBe(200);
    expect(partly.json).toEqual({
      issueTypes: ['Story', 'Bug', 'Task'],
      statuses: ['To Do', 'In Progress', 'Done'],
      sprints: [],
      unavailable: { sprints: 'The app is not allowed to use Jira Software.' },
    });
    expect(jira.problems).toEqual([]);
  });
});
