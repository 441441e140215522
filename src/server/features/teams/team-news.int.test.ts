import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-ports';
import { startOwnRedis } from '../../testing/own-redis';
import { RetroTestUser, TEST_RETRO_INPUT } from '../../testing/retro-client';
import { newUsers, type RoomTestUser } from '../../testing/room-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';

/** A team page's stream of news, as a browser's EventSource reads it: the `changed` events so far. */
async function openNews(baseUrl: string, person: RoomTestUser, teamId: string) {
  const stop = new AbortController();
  const response = await fetch(`${baseUrl}/api/teams/${teamId}/news`, {
    headers: { cookie: person.http.cookieHeader, accept: 'text/event-stream' },
    signal: stop.signal,
  });
  let text = '';
  let ended = false;
  if (response.ok) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body!) text += decoder.decode(chunk, { stream: true });
      } catch {
        // Aborted by the test.
      }
      ended = true;
    })();
  }
  const changes = () => text.split('\n').filter((line) => line === 'data: changed').length;
  return {
    response,
    changes,
    ended: () => ended,
    /** Resolves once `count` changes in all have come. */
    async waitFor(count: number) {
      await expect.poll(changes, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    },
    close: () => stop.abort(),
  };
}

describe.each(TEST_DIALECTS)('an open team page hears of changes, two instances on %s', (dialect) => {
  let redis: ChildProcess | undefined;
  const servers: TestServer[] = [];
  let people: RoomTestUser[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = await startOwnRedis(port);
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      AUTH_SECRET: 'team-news-secret-at-least-32-chars!',
    };
    const first = await startTestServer(dialect, env);
    servers.push(first, await startTestServer(dialect, env, first));
    people = [
      ...(await newUsers(first.url, 2, 'news-near')),
      ...(await newUsers(servers[1]!.url, 2, 'news-far')),
    ];
  }, 60_000);

  afterAll(async () => {
    for (const person of people) person.close();
    for (const server of servers.reverse()) await server.close();
    redis?.kill('SIGKILL');
  });

  it('from a retro on one instance to the page on the other; members only, and the server still stops', async () => {
    const [lead, joiner, mate, stranger] = people as [RoomTestUser, RoomTestUser, RoomTestUser, RoomTestUser];
    const far = servers[1]!;
    const teamId = (await lead.http.post('/api/teams', { name: 'News' })).json.id as string;
    const token = (await lead.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
    await mate.http.post(`/api/team-invites/${token}`, {});

    const refused = await openNews(far.url, stranger, teamId);
    expect(refused.response.status).toBe(404);
    const page = await openNews(far.url, mate, teamId);
    expect(page.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    // Someone joins by the link on the first instance.
    await joiner.http.post(`/api/team-invites/${token}`, {});
    await page.waitFor(1);

    // A team retro is made, and its facilitator adds an action on the board, then the mate checks it
    // off from the team page: each reaches the page on the other instance.
    const retroId = (await lead.http.post('/api/retros', { ...TEST_RETRO_INPUT, teamId })).json.id as string;
    await page.waitFor(2);
    const facilitator = new RetroTestUser(lead);
    await facilitator.join(retroId);
    for (const phase of ['reveal', 'group', 'vote', 'discuss'] as const) {
      await facilitator.must(retroId, { type: 'phase.set', phase });
    }
    const before = page.changes();
    await facilitator.must(retroId, {
      type: 'action.add',
      itemId: null,
      text: 'Pair on the flaky test',
      ownerUserId: null,
      dueDate: null,
    });
    await page.waitFor(before + 1);
    const [action] = (await mate.http.get(`/api/teams/${teamId}`)).json.openActions as { id: string }[];
    expect((await mate.http.put(`/api/retro-actions/${action!.id}`, { done: true })).status).toBe(204);
    await page.waitFor(before + 2);
    // Moving the retro on changes nothing the team page shows: no news.
    await facilitator.must(retroId, { type: 'phase.set', phase: 'done' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.changes()).toBe(before + 2);

    // The mate is removed: their page hears it, and reading the team again tells them nothing more.
    expect((await lead.http.delete(`/api/teams/${teamId}/members/${mate.userId}`)).status).toBe(204);
    await page.waitFor(before + 3);
    expect((await mate.http.get(`/api/teams/${teamId}`)).status).toBe(404);

    // An open stream does not keep its server from stopping.
    const open = await openNews(far.url, lead, teamId);
    const started = Date.now();
    await far.close();
    servers.splice(servers.indexOf(far), 1);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(open.ended).toBe(true);
    page.close();
  });
});
