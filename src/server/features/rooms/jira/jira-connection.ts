/**
 * How a room reaches Jira. Cloud speaks REST v3 with an email and API token (Basic) or OAuth
 * tokens through Atlassian's API gateway; Data Center and Server speak REST v2 with a personal
 * access token (Bearer). The agile API is 1.0 on both.
 */
export type JiraConnection =
  | { kind: 'cloud'; siteUrl: string; email: string; apiToken: string }
  | { kind: 'dataCenter'; baseUrl: string; token: string }
  | { kind: 'oauth'; apiBaseUrl: string; cloudId: string; siteUrl: string; accessToken: string };

/** Where REST calls go, and which version of the platform API answers there. */
export function apiRoot(connection: JiraConnection): { root: string; version: 2 | 3 } {
  switch (connection.kind) {
    case 'cloud':
      return { root: trimSlash(connection.siteUrl), version: 3 };
    case 'dataCenter':
      return { root: trimSlash(connection.baseUrl), version: 2 };
    case 'oauth':
      return { root: `${trimSlash(connection.apiBaseUrl)}/ex/jira/${connection.cloudId}`, version: 3 };
    default: {
      const unreachable: never = connection;
      throw new Error(`Unknown Jira connection ${JSON.stringify(unreachable)}`);
    }
  }
}

export function authorization(connection: JiraConnection): string {
  switch (connection.kind) {
    case 'cloud':
      return `Basic ${Buffer.from(`${connection.email}:${connection.apiToken}`).toString('base64')}`;
    case 'dataCenter':
      return `Bearer ${connection.token}`;
    case 'oauth':
      return `Bearer ${connection.accessToken}`;
    default: {
      const unreachable: never = connection;
      throw new Error(`Unknown Jira connection ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The site people open issues on, for links. */
export const browseRoot = (connection: JiraConnection): string =>
  trimSlash(connection.kind === 'dataCenter' ? connection.baseUrl : connection.siteUrl);

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
