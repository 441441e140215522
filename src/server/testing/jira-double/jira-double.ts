import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Operation } from 'openapi-backend';
import {
  BUSINESS_VALUE,
  demoData,
  FIELD_NAMES,
  ISSUE_TYPES,
  pointsField,
  STATUSES,
  type DoubleIssue,
  type JiraData,
} from './jira-data';
import { jiraOpenApi } from './openapi-check';
import { DOUBLE_CLOUD_ID, oauthDouble, type OAuthDoubleOptions } from './oauth-double';

export interface JiraDoubleOptions {
  data?: JiraData;
  /** Jira Cloud: email and API token (Basic). */
  email?: string;
  apiToken?: string;
  /** Jira Data Center: a personal access token (Bearer). */
  pat?: string;
  /** Search page size, small so paging is exercised. */
  pageSize?: number;
  /** A fixed port (the demo); tests take a free one. */
  port?: number;
  /** Atlassian's OAuth side: its app credentials, token lifetime, and whether consent is automatic. */
  oauth?: OAuthDoubleOptions;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
/** `path`: only requests whose path starts with it fail (the agile API, say). */
type Failure = { status: number; retryAfterSeconds?: number; times: number; message?: string; path?: string };

const json = (status: number, body?: unknown): Answer => ({ status, body });
const error = (status: number, message: string): Answer =>
  json(status, { errorMessages: [message], errors: {} });

/**
 * A Jira that tests (and `npm run jira:demo`) can run on a free loopback port: Cloud paths under
 * /rest/api/3, Data Center under /rest/api/2, and the agile API. Every request is checked against
 * Atlassian's OpenAPI definitions before it is answered, and every answer after; anything that
 * does not validate is kept in `problems`, so a test can insist there are none.
 */
export async function startJiraDouble(options: JiraDoubleOptions = {}) {
  const data = options.data ?? demoData();
  const email = options.email ?? 'ann@example.com';
  const apiToken = options.apiToken ?? 'cloud-api-token';
  const pat = options.pat ?? 'data-center-pat';
  const pageSize = options.pageSize ?? 5;
  const check = await jiraOpenApi();
  const problems: string[] = [];
  const requests: string[] = [];
  const failures: Failure[] = [];
  /** Fields left off the edit screen: a write to them is refused as Jira does. */
  const offScreen = new Set<string>();
  const oauth = oauthDouble(options.oauth);
  let baseUrl = '';

  /** Site credentials on the site's own paths; OAuth access tokens only through the API gateway. */
  const authorized = (header: string | undefined, viaGateway: boolean) =>
    viaGateway
      ? Boolean(header?.startsWith('Bearer ') && oauth.alive(header.slice('Bearer '.length)))
      : header === `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}` ||
        header === `Bearer ${pat}`;

  const projectOf = (issue: DoubleIssue) =>
    data.projects.find((project) => project.key === issue.projectKey)!;
  const findIssue = (idOrKey: string) =>
    data.issues.find((issue) => issue.key === idOrKey || issue.id === idOrKey);

  function issueBean(issue: DoubleIssue) {
    return {
      id: issue.id,
      key: issue.key,
      self: `${baseUrl}/rest/api/3/issue/${issue.id}`,
      fields: {
        summary: issue.summary,
        issuetype: { name: issue.issueType },
        status: { name: issue.status },
        project: { key: issue.projectKey },
        ...issue.fields,
      },
    };
  }

  /** The few JQL clauses the integration writes: project, sprint, issue types, statuses, key. */
  function search(jql: string): DoubleIssue[] {
    const value = (name: string) => jql.match(new RegExp(`${name}\\s*=\\s*"?([^"\\s)]+)"?`, 'i'))?.[1];
    const list = (name: string) =>
      jql
        .match(new RegExp(`${name}\\s+in\\s*\\(([^)]*)\\)`, 'i'))?.[1]
        ?.split(',')
        .map((item) => item.trim().replace(/^"|"$/g, ''));
    const project = value('project');
    const sprint = value('sprint');
    const types = list('issuetype');
    const statuses = list('status');
    const keys = list('key');
    return data.issues.filter(
      (issue) =>
        (!keys || keys.includes(issue.key)) &&
        (!project || issue.projectKey === project) &&
        (!sprint || issue.sprintId === Number(sprint)) &&
        (!types || types.includes(issue.issueType)) &&
        (!statuses || statuses.includes(issue.status)),
    );
  }

  function page<T>(items: T[], startAt: number, maxResults = pageSize) {
    const values = items.slice(startAt, startAt + maxResults);
    return {
      values,
      startAt,
      maxResults,
      total: items.length,
      isLast: startAt + values.length >= items.length,
    };
  }

  function answer(
    operation: Operation,
    params: Record<string, string>,
    query: URLSearchParams,
    body: unknown,
  ): Answer {
    const input = (body ?? {}) as Record<string, unknown>;
    switch (operation.operationId) {
      case 'getCurrentUser':
        return json(200, {
          accountId: 'acc-ann',
          displayName: 'Ann Atlassian',
          emailAddress: email,
          active: true,
        });
      case 'searchProjects': {
        const text = (query.get('query') ?? '').toLowerCase();
        const found = data.projects.filter((project) =>
          `${project.key} ${project.name}`.toLowerCase().includes(text),
        );
        return json(200, {
          ...page(found, Number(query.get('startAt') ?? 0), 50),
          values: found.map((project) => ({
            id: project.id,
            key: project.key,
            name: project.name,
            avatarUrls: { '48x48': `${baseUrl}/avatar/${project.key}.svg` },
          })),
        });
      }
      case 'getAllProjects':
        return json(
          200,
          data.projects.map((project) => ({
            id: project.id,
            key: project.key,
            name: project.name,
            avatarUrls: { '48x48': `${baseUrl}/avatar/${project.key}.svg` },
          })),
        );
      case 'getAllStatuses': {
        if (!data.projects.some((project) => project.key === params.projectIdOrKey))
          return error(404, 'No project could be found');
        return json(
          200,
          ISSUE_TYPES.map((name, index) => ({
            id: String(index + 1),
            self: `${baseUrl}/rest/api/3/issuetype/${index + 1}`,
            name,
            subtask: false,
            statuses: STATUSES.map((status, s) => ({
              id: String(s + 1),
              self: `${baseUrl}/rest/api/3/status/${s + 1}`,
              name: status,
            })),
          })),
        );
      }
      case 'searchAndReconsileIssuesUsingJqlPost': {
        const found = search(String(input.jql ?? ''));
        const start = Number(input.nextPageToken ?? 0);
        const max = Math.min(Number(input.maxResults ?? pageSize), pageSize);
        const issues = found.slice(start, start + max);
        const next = start + issues.length;
        return json(200, {
          issues: issues.map(issueBean),
          isLast: next >= found.length,
          ...(next < found.length ? { nextPageToken: String(next) } : {}),
        });
      }
      case 'searchForIssuesUsingJqlPost': {
        // The search Data Center still serves (and Cloud removed): pages by offset, with a total.
        const found = search(String(input.jql ?? ''));
        const startAt = Number(input.startAt ?? 0);
        const maxResults = Math.min(Number(input.maxResults ?? pageSize), pageSize);
        return json(200, {
          startAt,
          maxResults,
          total: found.length,
          issues: found.slice(startAt, startAt + maxResults).map(issueBean),
        });
      }
      case 'getFields':
        return json(200, [
          { id: 'summary', name: 'Summary', custom: false, schema: { type: 'string', system: 'summary' } },
          {
            id: 'labels',
            name: 'Labels',
            custom: false,
            schema: { type: 'array', items: 'string', system: 'labels' },
          },
          ...Object.entries(FIELD_NAMES).map(([id, name]) => ({
            id,
            key: id,
            name,
            custom: true,
            schema: {
              type: 'number',
              custom: 'com.atlassian.jira.plugin.system.customfieldtypes:float',
              customId: Number(id.split('_')[1]),
            },
          })),
        ]);
      case 'getEditIssueMeta': {
        const issue = findIssue(params.issueIdOrKey ?? '');
        if (!issue) return error(404, 'Issue does not exist or you do not have permission to see it.');
        const ids = [pointsField(projectOf(issue)), BUSINESS_VALUE].filter((id) => !offScreen.has(id));
        return json(200, {
          fields: Object.fromEntries(
            ids.map((id) => [
              id,
              {
                key: id,
                name: FIELD_NAMES[id],
                required: false,
                operations: ['set'],
                schema: {
                  type: 'number',
                  custom: 'com.atlassian.jira.plugin.system.customfieldtypes:float',
                  customId: Number(id.split('_')[1]),
                },
              },
            ]),
          ),
        });
      }
      case 'getIssue': {
        const issue = findIssue(params.issueIdOrKey ?? '');
        return issue
          ? json(200, issueBean(issue))
          : error(404, 'Issue does not exist or you do not have permission to see it.');
      }
      case 'editIssue': {
        const issue = findIssue(params.issueIdOrKey ?? '');
        if (!issue) return error(404, 'Issue does not exist or you do not have permission to see it.');
        const fields = (input.fields ?? {}) as Record<string, unknown>;
        const refused = Object.keys(fields).filter((id) => offScreen.has(id) || !(id in FIELD_NAMES));
        if (refused.length > 0) {
          return json(400, {
            errorMessages: [],
            errors: Object.fromEntries(
              refused.map((id) => [
                id,
                `Field '${id}' cannot be set. It is not on the appropriate screen, or unknown.`,
              ]),
            ),
          });
        }
        Object.assign(issue.fields, fields);
        return { status: 204 };
      }
      case 'getAllBoards': {
        const key = query.get('projectKeyOrId');
        const boards = data.boards.filter((board) => !key || board.projectKey === key);
        return json(200, {
          ...page(boards, Number(query.get('startAt') ?? 0), 50),
          values: boards.map(({ id, name }) => ({ id, name, type: 'scrum' })),
        });
      }
      case 'getAllSprints': {
        const sprints = data.sprints.filter((sprint) => sprint.boardId === Number(params.boardId));
        return json(200, {
          ...page(sprints, Number(query.get('startAt') ?? 0), 50),
          values: sprints.map(({ id, name, state }) => ({ id, name, state })),
        });
      }
      case 'getSprint': {
        const sprint = data.sprints.find((candidate) => candidate.id === Number(params.sprintId));
        if (!sprint) return error(404, 'Sprint does not exist or you do not have permission to view it.');
        return json(200, {
          id: sprint.id,
          name: sprint.name,
          state: sprint.state,
          originBoardId: sprint.boardId,
        });
      }
      default:
        return error(404, `The Jira double does not answer ${operation.operationId ?? 'this'}`);
    }
  }

  async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  function send(response: ServerResponse, result: Answer) {
    const raw = typeof result.body === 'string';
    response.writeHead(result.status, {
      ...(result.body === undefined || raw ? {} : { 'Content-Type': 'application/json' }),
      ...result.headers,
    });
    response.end(result.body === undefined || raw ? result.body : JSON.stringify(result.body));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const body = await readBody(request).catch(() => undefined);
      requests.push(`${request.method} ${url.pathname}`);
      const signIn = oauth.answer(request.method ?? 'GET', url, body, baseUrl, request.headers.authorization);
      if (signIn) return send(response, signIn);
      // OAuth calls reach a site through Atlassian's gateway, which names the site by its cloud id.
      const gateway = url.pathname.match(/^\/ex\/jira\/([^/]+)(\/.*)$/);
      if (gateway && gateway[1] !== DOUBLE_CLOUD_ID) return send(response, error(404, 'No such site'));
      const sitePath = gateway ? gateway[2]! : url.pathname;
      // Data Center serves the same platform paths under v2; they are checked as their v3 twins.
      const checkedPath = sitePath.replace(/^\/rest\/api\/2\//, '/rest/api/3/');
      // Project avatars are plain pictures, as Jira serves them.
      const avatar = sitePath.match(/^\/avatar\/([A-Z]+)\.svg$/);
      if (avatar) {
        response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        return response.end(
          `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" rx="8" fill="#0052cc"/><text x="24" y="30" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${avatar[1]!.slice(0, 2)}</text></svg>`,
        );
      }
      // Outside Jira's paths the double is any web server: a plain 404 page.
      if (!sitePath.startsWith('/rest/'))
        return send(response, {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
          body: '<h1>Not Found</h1>',
        });
      if (!authorized(request.headers.authorization, Boolean(gateway)))
        return send(response, error(401, 'You are not authenticated.'));
      // Project search is Cloud's; Data Center lists every project instead (GET /rest/api/2/project).
      if (sitePath === '/rest/api/2/project/search') return send(response, error(404, 'Not Found'));
      // And Cloud no longer lists them all in one answer.
      if (sitePath === '/rest/api/3/project')
        return send(response, error(410, 'Use /rest/api/3/project/search.'));
      // Cloud removed its offset search; only Data Center still answers it.
      if (sitePath === '/rest/api/3/search')
        return send(response, error(410, 'The requested API has been removed. Use /rest/api/3/search/jql.'));
      const checked = check.request({
        method: request.method ?? 'GET',
        path: checkedPath,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers as Record<string, string>,
        body,
      });
      if ('errors' in checked) {
        problems.push(`${request.method} ${url.pathname}: ${checked.errors.join('; ')}`);
        return send(response, error(400, checked.errors.join('; ')));
      }
      const failure = failures.find((candidate) => !candidate.path || sitePath.startsWith(candidate.path));
      if (failure) {
        failure.times -= 1;
        if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
        const headers: Record<string, string> =
          failure.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(failure.retryAfterSeconds) };
        return send(response, {
          ...error(failure.status, failure.message ?? `The Jira double failed with ${failure.status}`),
          headers,
        });
      }
      const params = Object.fromEntries(
        Object.entries(
          (checked.operation as Operation & { path: string }).path
            .split('/')
            .reduce<Record<string, string>>((found, segment, index) => {
              const match = segment.match(/^\{(.+)\}$/);
              if (match?.[1]) found[match[1]] = decodeURIComponent(checkedPath.split('/')[index] ?? '');
              return found;
            }, {}),
        ),
      );
      const result = answer(checked.operation, params, url.searchParams, body);
      const wrong = check.response(checked.operation, result.status, result.body);
      if (wrong.length > 0) problems.push(`answer to ${request.method} ${url.pathname}: ${wrong.join('; ')}`);
      send(response, result);
    })().catch((failure: unknown) => {
      problems.push(`crash: ${String(failure)}`);
      send(response, error(500, 'The Jira double crashed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    data,
    credentials: { email, apiToken, pat, ...oauth.credentials },
    cloudId: DOUBLE_CLOUD_ID,
    expireAccessTokens: oauth.expireAccessTokens,
    /** Requests or answers that did not validate against the definitions: a test expects none. */
    problems,
    /** Every request received, as "METHOD /path". */
    requests,
    /** The next `times` requests fail with this status (a 429 with Retry-After, a 403…). */
    failNext(
      status: number,
      more: { times?: number; retryAfterSeconds?: number; message?: string; path?: string } = {},
    ) {
      failures.push({
        status,
        times: more.times ?? 1,
        retryAfterSeconds: more.retryAfterSeconds,
        message: more.message,
        path: more.path,
      });
    },
    takeOffScreen(fieldId: string) {
      offScreen.add(fieldId);
    },
    issue: findIssue,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type JiraDouble = Awaited<ReturnType<typeof startJiraDouble>>;
