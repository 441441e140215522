import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraDouble, type JiraDouble } from '../../../testing/jira-double/jira-double';
import type { RoomTestUser } from '../../../testing/room-client';
import { roomTestBed } from '../../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../../testing/test-server';

describe.each(TEST_DIALECTS)('signing a room in to Jira with Atlassian on %s', (dialect) => {
  let jira: JiraDouble;
  beforeAll(async () => {
    jira = await startJiraDouble({ oauth: { autoConsent: true } });
  });
  afterAll(() => jira.close());
  const bed = roomTestBed(dialect, 'oauth', () => ({
    JIRA_OAUTH_CLIENT_ID: jira.credentials.clientId,
    JIRA_OAUTH_CLIENT_SECRET: jira.credentials.clientSecret,
    JIRA_OAUTH_AUTH_URL: jira.url,
    JIRA_OAUTH_API_URL: jira.url,
  }));

  /** The browser's round trip: our start link, Atlassian's consent, our callback, back to the room. */
  async function signIn(person: RoomTestUser, roomId: string) {
    const start = await person.http.navigate(`/api/rooms/${roomId}/jira/oauth`);
    expect(start.status, start.text).toBe(302);
    const consent = new URL(start.location!);
    expect(consent.origin).toBe(jira.url);
    expect(consent.searchParams.get('scope')).toContain('offline_access');
    const atlassian = await fetch(consent, { redirect: 'manual' });
    const callback = new URL(atlassian.headers.get('location')!);
    expect(callback.pathname).toBe('/api/jira/oauth/callback');
    return person.http.navigate(`${callback.pathname}${callback.search}`);
  }

  it('links a room through Atlassian, uses its site through the gateway, and refreshes rotating tokens', async () => {
    const [owner, player] = await bed.users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await player!.join(roomId);
    const answers: string[] = [];

    expect((await player!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({
      connected: false,
      oauthAvailable: true,
    });
    expect((await player!.http.navigate(`/api/rooms/${roomId}/jira/oauth`)).status).toBe(403);

    const back = await signIn(owner!, roomId);
    expect(back.location).toBe(`/rooms/${roomId}?jira=connected`);
    const status = await player!.http.get(`/api/rooms/${roomId}/jira`);
    answers.push(status.text);
    expect(status.json).toEqual({
      connected: true,
      kind: 'oauth',
      site: jira.url,
      account: 'Ann Atlassian',
      storyPointKey: null,
      pointsKeys: {},
      sites: [{ value: jira.cloudId, url: jira.url }],
      oauthAvailable: true,
    });

    const preview = await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'APP' });
    answers.push(preview.text);
    expect(preview.json).toMatchObject({ count: 12 });
    expect(jira.requests).toContain(`POST /ex/jira/${jira.cloudId}/rest/api/3/search/jql`);

    // An hour later: the access token is refreshed once, even for calls at the same moment, and
    // the rotated refresh token is kept (the double refuses a spent one).
    jira.expireAccessTokens();
    jira.requests.length = 0;
    const [first, second] = await Promise.all([
      owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'APP' }),
      owner!.http.get(`/api/rooms/${roomId}/jira/projects?query=`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Avatars are the site's addresses; through OAuth they are fetched by way of the gateway.
    expect(second.json[0].avatarUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(jira.requests.filter((line) => line === 'POST /oauth/token')).toHaveLength(1);
    jira.expireAccessTokens();
    expect((await owner!.http.post(`/api/rooms/${roomId}/jira/preview`, { project: 'WEB' })).status).toBe(
      200,
    );

    // Choosing a site the account allowed works with tokens that had ended; another is refused.
    jira.expireAccessTokens();
    const site = await owner!.http.put(`/api/rooms/${roomId}/jira/site`, { siteID: jira.cloudId });
    expect(site.status, site.text).toBe(200);
    expect(site.json).toMatchObject({ kind: 'oauth', site: jira.url, account: 'Ann Atlassian' });
    expect(
      (await owner!.http.put(`/api/rooms/${roomId}/jira/site`, { siteID: 'elsewhere' })).json,
    ).toMatchObject({
      code: 'JIRA_NO_SUCH_SITE',
    });
    expect((await player!.http.put(`/api/rooms/${roomId}/jira/site`, { siteID: jira.cloudId })).status).toBe(
      403,
    );

    const stored = JSON.stringify(
      await bed.server.db.kysely.selectFrom('jira_integration').selectAll().execute(),
    );
    expect(stored).not.toMatch(/"at-|"rt-|at-[0-9a-f]{24}|rt-[0-9a-f]{24}/);
    for (const text of [...answers, ...owner!.frames, ...player!.frames]) {
      expect(text).not.toMatch(/at-[0-9a-f]{24}|rt-[0-9a-f]{24}/);
    }
    expect(jira.problems).toEqual([]);
  });

  it('refuses a callback that is forged, someone else’s, or denied', async () => {
    const [owner, other] = await bed.users(2);
    const roomId = await owner!.createRoom();
    const forged = await owner!.http.navigate('/api/jira/oauth/callback?code=x&state=v1.a.b.c');
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({ code: 'JIRA_OAUTH_STATE' });

    const start = await owner!.http.navigate(`/api/rooms/${roomId}/jira/oauth`);
    const callback = new URL((await fetch(start.location!, { redirect: 'manual' })).headers.get('location')!);
    const stolen = await other!.http.navigate(`${callback.pathname}${callback.search}`);
    expect(stolen.json).toMatchObject({ code: 'JIRA_OAUTH_STATE' });

    const state = callback.searchParams.get('state')!;
    const denied = await owner!.http.navigate(
      `/api/jira/oauth/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(denied.location).toBe(`/rooms/${roomId}?jira=denied`);
    // A code is good once: the browser's back button cannot link the room a second time.
    expect((await owner!.http.navigate(`${callback.pathname}${callback.search}`)).location).toBe(
      `/rooms/${roomId}?jira=connected`,
    );
    expect((await owner!.http.navigate(`${callback.pathname}${callback.search}`)).location).toBe(
      `/rooms/${roomId}?jira=failed`,
    );
  });
});
