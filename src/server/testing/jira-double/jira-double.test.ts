import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraHttp } from '../../features/rooms/jira/jira-http';
import { addressPolicy, guardedFetch } from '../../lib/guarded-fetch';
import { STORY_POINT_ESTIMATE } from './jira-data';
import { startJiraDouble, type JiraDouble } from './jira-double';
import { jiraOpenApi } from './openapi-check';

describe('the Jira double', () => {
  let jira: JiraDouble;
  beforeAll(async () => {
    jira = await startJiraDouble();
  });
  afterAll(() => jira.close());

  // Through the server's own guarded client, allowed to reach the double on this host.
  const options = { fetch: guardedFetch(addressPolicy(['127.0.0.1'])) };
  const cloud = () =>
    jiraHttp(
      {
        kind: 'cloud',
        siteUrl: jira.url,
        email: jira.credentials.email,
        apiToken: jira.credentials.apiToken,
      },
      options,
    );
  const dataCenter = () =>
    jiraHttp({ kind: 'dataCenter', baseUrl: jira.url, token: jira.credentials.pat }, options);

  it('answers Cloud and Data Center with bodies that validate, and keeps what is written', async () => {
    expect(await cloud().get('/rest/api/{v}/myself')).toMatchObject({ displayName: 'Ann Atlassian' });
    expect(await dataCenter().get('/rest/api/{v}/myself')).toMatchObject({ displayName: 'Ann Atlassian' });
    const first = await cloud().post<{ issues: { key: string }[]; nextPageToken?: string; isLast: boolean }>(
      '/rest/api/{v}/search/jql',
      { jql: 'project = APP', maxResults: 50, fields: ['summary'] },
    );
    expect(first.issues).toHaveLength(5);
    expect(first.isLast).toBe(false);
    const meta = await cloud().get<{ fields: Record<string, { name: string }> }>(
      '/rest/api/{v}/issue/APP-2/editmeta',
    );
    expect(meta.fields[STORY_POINT_ESTIMATE]?.name).toBe('Story point estimate');
    await cloud().put('/rest/api/{v}/issue/APP-2', { fields: { [STORY_POINT_ESTIMATE]: 5 } });
    expect(jira.issue('APP-2')?.fields[STORY_POINT_ESTIMATE]).toBe(5);
    expect(jira.problems).toEqual([]);
  });

  it('refuses what the definitions do not allow, and fails when told to', async () => {
    await expect(
      cloud().post('/rest/api/{v}/search/jql', { jql: 'project = APP', maxResults: 'many' }),
    ).rejects.toMatchObject({ failure: 'REJECTED' });
    expect(jira.problems.splice(0)).toEqual([expect.stringContaining('maxResults')]);
    await expect(
      jiraHttp(
        { kind: 'cloud', siteUrl: jira.url, email: 'ann@example.com', apiToken: 'wrong' },
        options,
      ).get('/rest/api/{v}/myself'),
    ).rejects.toMatchObject({ failure: 'BAD_CREDENTIALS' });
    jira.takeOffScreen(STORY_POINT_ESTIMATE);
    await expect(
      cloud().put('/rest/api/{v}/issue/APP-3', { fields: { [STORY_POINT_ESTIMATE]: 8 } }),
    ).rejects.toMatchObject({
      failure: 'REJECTED',
      fieldErrors: { [STORY_POINT_ESTIMATE]: expect.stringContaining('not on the appropriate screen') },
    });
    // The answers are checked too: a body Jira would never send does not pass.
    const check = await jiraOpenApi();
    const found = check.request({ method: 'GET', path: '/rest/api/3/myself', headers: {} });
    expect('operation' in found && check.response(found.operation, 200, { displayName: 5 })).toEqual([
      expect.stringContaining('displayName'),
    ]);
    jira.failNext(403, { message: 'You do not have permission to edit issues in this project.' });
    await expect(cloud().get('/rest/api/{v}/myself')).rejects.toMatchObject({ failure: 'NO_PERMISSION' });
    expect(jira.problems).toEqual([]);
  });
});
