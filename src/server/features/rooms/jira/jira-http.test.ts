import { describe, expect, it } from 'vitest';
import type { JiraError } from './jira-errors';
import { jiraHttp, JIRA_RETRIES } from './jira-http';

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(responses: (() => Response)[], seen: Seen[] = []) {
  let index = 0;
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const next = responses[Math.min(index, responses.length - 1)]!;
    index += 1;
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

describe('jiraHttp', () => {
  it('speaks v3 with Basic auth to Cloud and v2 with a Bearer token to Data Center', async () => {
    const seen: Seen[] = [];
    const { fetch } = fakeFetch([json(200, { displayName: 'Ann' })], seen);
    const cloud = jiraHttp(
      { kind: 'cloud', siteUrl: 'https://acme.atlassian.net/', email: 'a@b.c', apiToken: 'tok' },
      { fetch },
    );
    await cloud.get('/rest/api/{v}/myself');
    const dc = jiraHttp({ kind: 'dataCenter', baseUrl: 'https://jira.acme.test', token: 'pat' }, { fetch });
    await dc.get('/rest/api/{v}/myself');
    const oauth = jiraHttp(
      {
        kind: 'oauth',
        apiBaseUrl: 'https://api.atlassian.com',
        cloudId: 'c-1',
        siteUrl: 'https://acme.atlassian.net',
        accessToken: 'at',
      },
      { fetch },
    );
    await oauth.get('/rest/agile/1.0/board');
    expect(seen.map((call) => call.url)).toEqual([
      'https://acme.atlassian.net/rest/api/3/myself',
      'https://jira.acme.test/rest/api/2/myself',
      'https://api.atlassian.com/ex/jira/c-1/rest/agile/1.0/board',
    ]);
    const auth = seen.map((call) => (call.init.headers as Record<string, string>).Authorization);
    expect(auth).toEqual([`Basic ${Buffer.from('a@b.c:tok').toString('base64')}`, 'Bearer pat', 'Bearer at']);
  });

  it('waits out a 429 as Jira asks, a bounded number of times', async () => {
    const waits: number[] = [];
    const { fetch, seen } = fakeFetch([json(429, {}, { 'Retry-After': '2' }), json(200, { ok: true })]);
    const http = jiraHttp(
      { kind: 'dataCenter', baseUrl: 'https://j', token: 't' },
      { fetch, sleep: async (ms) => void waits.push(ms) },
    );
    expect(await http.get('/rest/api/{v}/myself')).toEqual({ ok: true });
    expect(waits).toEqual([2000]);
    expect(seen).toHaveLength(2);

    const always = fakeFetch([json(429, { errorMessages: ['Too many requests'] }, { 'Retry-After': '1' })]);
    const busy = jiraHttp(
      { kind: 'dataCenter', baseUrl: 'https://j', token: 't' },
      { fetch: always.fetch, sleep: async () => undefined },
    );
    await expect(busy.get('/rest/api/{v}/myself')).rejects.toMatchObject({
      failure: 'RATE_LIMITED',
      message: 'Too many requests',
    });
    expect(always.seen).toHaveLength(JIRA_RETRIES + 1);
  });

  it('turns Jira’s refusals into failures with Jira’s own words', async () => {
    const call = async (status: number, body: unknown) => {
      const { fetch } = fakeFetch([json(status, body)]);
      const http = jiraHttp({ kind: 'dataCenter', baseUrl: 'https://j', token: 't' }, { fetch });
      return http.put('/rest/api/{v}/issue/ABC-1', {}).catch((error: unknown) => error as JiraError);
    };
    expect(await call(401, {})).toMatchObject({
      failure: 'BAD_CREDENTIALS',
      message: 'Jira did not accept these credentials',
    });
    expect(await call(403, { errorMessages: ['You do not have permission'] })).toMatchObject({
      failure: 'NO_PERMISSION',
    });
    expect(await call(404, { errorMessages: ['Issue does not exist'] })).toMatchObject({
      failure: 'NOT_FOUND',
      message: 'Issue does not exist',
    });
    const onScreen = await call(400, {
      errors: { customfield_10016: 'Field cannot be set. It is not on the appropriate screen.' },
    });
    expect(onScreen).toMatchObject({
      failure: 'REJECTED',
      fieldErrors: { customfield_10016: expect.stringContaining('not on the appropriate screen') },
    });
  });

  it('says so when Jira cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const http = jiraHttp(
      { kind: 'cloud', siteUrl: 'https://nowhere.invalid', email: 'a', apiToken: 'b' },
      { fetch },
    );
    await expect(http.get('/rest/api/{v}/myself')).rejects.toMatchObject({ failure: 'UNREACHABLE' });
  });
});
