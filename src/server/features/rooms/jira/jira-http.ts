import { apiRoot, authorization, browseRoot, type JiraConnection } from './jira-connection';
import { jiraError, unreachable } from './jira-errors';

/** Jira's 429 is retried after its Retry-After this many times at most, never waiting longer than this. */
export const JIRA_RETRIES = 3;
const MAX_RETRY_WAIT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_IMAGE_BYTES = 64 * 1024;

export interface JiraHttpOptions {
  /** The guarded client (lib/guarded-fetch): a Jira's address is one a person typed. */
  fetch: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_WAIT_MS);
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? 1000 : Math.min(Math.max(0, date - Date.now()), MAX_RETRY_WAIT_MS);
}

/**
 * One authenticated JSON call to Jira. `path` starts with `/rest/api/{v}` (the platform API, v2
 * or v3 by connection) or `/rest/agile/1.0`. Failures become JiraErrors carrying Jira's words.
 */
export function jiraHttp(connection: JiraConnection, options: JiraHttpOptions) {
  const { root, version } = apiRoot(connection);
  const doFetch = options.fetch;
  const sleep = options.sleep ?? pause;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${root}${path.replace('/rest/api/{v}', `/rest/api/${version}`)}`;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers: {
            Accept: 'application/json',
            Authorization: authorization(connection),
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'error',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw unreachable(error);
      }
      if (response.status === 429 && attempt < JIRA_RETRIES) {
        await sleep(retryAfterMs(response.headers.get('Retry-After')));
        continue;
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      if (!response.ok) throw jiraError(response.status, parsed);
      return parsed as T;
    }
  }

  /**
   * A small picture on the same Jira (a project avatar) as a data URL, so browsers never contact
   * Jira themselves; null for anything elsewhere, too big, or not there.
   */
  async function image(absoluteUrl: string): Promise<string | null> {
    // Through OAuth, the site's own addresses are reached by way of the API gateway.
    const site = connection.kind === 'oauth' ? `${browseRoot(connection)}/` : null;
    const url =
      site && absoluteUrl.startsWith(site) ? `${root}/${absoluteUrl.slice(site.length)}` : absoluteUrl;
    if (!url.startsWith(`${root}/`)) return null;
    try {
      const response = await doFetch(url, {
        headers: { Authorization: authorization(connection) },
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const type = response.headers.get('Content-Type') ?? '';
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok || !type.startsWith('image/') || bytes.length > MAX_IMAGE_BYTES) return null;
      return `data:${type.split(';')[0]};base64,${bytes.toString('base64')}`;
    } catch {
      return null;
    }
  }

  return {
    version,
    image,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
}
export type JiraHttp = ReturnType<typeof jiraHttp>;
