import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraDouble, type JiraDouble } from '../../../testing/jira-double/jira-double';
import { RoomTestUser } from '../../../testing/room-client';
import { spawnServer, type SpawnedServer } from '../../../testing/spawned-server';

/** The server runs as its own process here, so every line it logs can be read. */
describe('Jira credentials in the log', () => {
  let server: SpawnedServer;
  let jira: JiraDouble;

  beforeAll(async () => {
    jira = await startJiraDouble({ oauth: { autoConsent: true } });
    server = await spawnServer({
      LOG_LEVEL: 'trace',
      JIRA_OAUTH_CLIENT_ID: jira.credentials.clientId,
      JIRA_OAUTH_CLIENT_SECRET: jira.credentials.clientSecret,
      JIRA_OAUTH_AUTH_URL: jira.url,
      JIRA_OAUTH_API_URL: jira.url,
      JIRA_ALLOWED_HOSTS: '127.0.0.1',
    });
  }, 60_000);

  afterAll(async () => {
    server?.kill();
    await jira?.close();
  });

  it('never writes a token or a sign-in code, even at the most talkative log level and when Jira refuses it', async () => {
    const owner = new RoomTestUser(server.url);
    await owner.signUp(`logs-${Date.now()}@example.com`);
    const roomId = await owner.createRoom();
    const cloud = {
      kind: 'cloud',
      siteUrl: jira.url,
      email: jira.credentials.email,
      apiToken: jira.credentials.apiToken,
    };
    await owner.http.put(`/api/rooms/${roomId}/jira`, { ...cloud, apiToken: 'a-wrong-token-to-log' });
    expect((await owner.http.put(`/api/rooms/${roomId}/jira`, cloud)).status).toBe(200);
    expect((await owner.http.post(`/api/rooms/${roomId}/jira/import`, { project: 'APP' })).status).toBe(200);
    await owner.http.put(`/api/rooms/${roomId}/jira`, {
      kind: 'dataCenter',
      baseUrl: jira.url,
      token: jira.credentials.pat,
    });
    // Atlassian sign-in: the code and state pass through a logged URL; tokens are refreshed once.
    const start = await owner.http.navigate(`/api/rooms/${roomId}/jira/oauth`);
    const callback = new URL((await fetch(start.location!, { redirect: 'manual' })).headers.get('location')!);
    const code = callback.searchParams.get('code')!;
    const back = await owner.http.navigate(`${callback.pathname}${callback.search}`);
    expect(back.location).toBe(`/rooms/${roomId}?jira=connected`);
    jira.expireAccessTokens();
    expect((await owner.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'APP' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = server.log();
    expect(log).toContain('/api/jira/oauth/callback?code=[redacted]');
    expect(log).not.toContain(code);
    expect(log).not.toContain(jira.credentials.clientSecret);
    expect(log).not.toMatch(/\b(at|rt)-[0-9a-f]{24}\b/);
    expect(log).toContain('jira connected');
    for (const secret of [jira.credentials.apiToken, jira.credentials.pat, 'a-wrong-token-to-log']) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(Buffer.from(`${jira.credentials.email}:${secret}`).toString('base64'));
    }
  });
});
