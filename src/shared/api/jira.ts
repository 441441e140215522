import { z } from 'zod';

/** A site's address and nothing else: API paths are the server's to add. */
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'Enter the address of your Jira, starting with https://' })
  .max(300)
  .refine(
    (value) => !/^[a-z]+:\/\/[^/]*@/i.test(value) && !/[?#]/.test(value),
    'Enter only the address of your Jira, without a name, password, ? or #',
  );
const secret = (what: string) => z.string().trim().min(1, `Enter the ${what}`).max(2000);

/** Connecting a room: Jira Cloud with an email and API token, or Data Center with a personal access token. */
export const connectJiraSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cloud'),
    siteUrl: httpUrl,
    email: z.email('Enter the email of the Jira account').max(254),
    apiToken: secret('API token'),
  }),
  z.object({ kind: z.literal('dataCenter'), baseUrl: httpUrl, token: secret('personal access token') }),
]);
export type ConnectJiraInput = z.infer<typeof connectJiraSchema>;

/** All a browser ever learns of a room's Jira: whether, how and as whom it is connected. Never a token. */
export const jiraStatusSchema = z.object({
  connected: z.boolean(),
  kind: z.enum(['cloud', 'dataCenter', 'oauth']).nullable(),
  site: z.string().nullable(),
  account: z.string().nullable(),
  /** The story-points field a person chose, or null when each project's own is found. */
  storyPointKey: z.string().nullable(),
  /** Each project's story-points field, as found from its issues. */
  pointsKeys: z.record(z.string(), z.string()),
  /** The sites this link may use: one for a site's own credentials, each allowed one for OAuth. */
  sites: z.array(z.object({ value: z.string(), url: z.string() })),
  /** Whether this server can offer "Sign in with Atlassian" (it has an OAuth app). */
  oauthAvailable: z.boolean(),
});
export type JiraStatus = z.infer<typeof jiraStatusSchema>;

/** What to import: a project with optional types, statuses and sprint, or a JQL query of one's own. */
export const jiraQuerySchema = z.union([
  z.object({ jql: z.string().trim().min(1, 'Enter a JQL query').max(2000) }),
  z.object({
    project: z.string().trim().min(1, 'Choose a project').max(100),
    issuetype: z.array(z.string().max(100)).max(50).default([]),
    status: z.array(z.string().max(100)).max(50).default([]),
    sprint: z.number().int().positive().nullable().default(null),
  }),
]);
export type JiraQuery = z.input<typeof jiraQuerySchema>;

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The JQL for a query: a project's filter is written the way Jira reads it, a custom one kept. */
export function jqlOf(query: z.infer<typeof jiraQuerySchema>): string {
  if ('jql' in query) return query.jql;
  const clauses = [`project = ${quoted(query.project)}`];
  if (query.issuetype.length > 0) clauses.push(`issuetype in (${query.issuetype.map(quoted).join(', ')})`);
  if (query.status.length > 0) clauses.push(`status in (${query.status.map(quoted).join(', ')})`);
  if (query.sprint !== null) clauses.push(`sprint = ${query.sprint}`);
  return `${clauses.join(' AND ')} ORDER BY rank ASC`;
}

export const jiraIssuePreviewSchema = z.object({
  key: z.string(),
  summary: z.string(),
  points: z.number().nullable(),
});
export const jiraPreviewSchema = z.object({
  count: z.number().int(),
  /** The search stopped at the import limit: there may be more. */
  more: z.boolean(),
  issues: z.array(jiraIssuePreviewSchema),
});
export type JiraPreview = z.infer<typeof jiraPreviewSchema>;

export const jiraImportResultSchema = z.object({ added: z.number().int(), updated: z.number().int() });

export const jiraSendSchema = z.object({
  /** The tasks to send; all estimated tasks from Jira when left out. */
  taskIds: z.array(z.string().max(64)).max(500).optional(),
});

export const jiraSendResultSchema = z.object({
  results: z.array(
    z.object({
      taskId: z.string(),
      key: z.string(),
      outcome: z.enum(['sent', 'failed', 'skipped']),
      /** Why it was not sent, in plain words (Jira's own where it gave some). */
      reason: z.string().nullable(),
    }),
  ),
});
export type JiraSendResult = z.infer<typeof jiraSendResultSchema>;

export const jiraProjectSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  /** The 48×48 avatar Jira shows for the project. */
  avatarUrl: z.string().nullable(),
});
export type JiraProject = z.infer<typeof jiraProjectSchema>;

/** What a project offers to narrow an import: its issue types, their statuses, its boards' sprints. */
export const jiraProjectOptionsSchema = z.object({
  issueTypes: z.array(z.string()),
  statuses: z.array(z.string()),
  sprints: z.array(
    z.object({ id: z.number().int(), name: z.string(), state: z.string(), board: z.string() }),
  ),
  /**
   * Why a part could not be read, in Jira's words: the sprints come from the agile API, which a
   * Jira without Jira Software, or an app not allowed it, refuses while the rest works.
   */
  unavailable: z.object({ issueTypes: z.string().optional(), sprints: z.string().optional() }).default({}),
});
export type JiraProjectOptions = z.infer<typeof jiraProjectOptionsSchema>;

/** A numeric field Jira offers, any of which can hold the story points. */
export const jiraFieldSchema = z.object({ id: z.string(), name: z.string() });
export type JiraField = z.infer<typeof jiraFieldSchema>;

/** Choosing the story-points field by hand; null goes back to finding it from the issues. */
export const jiraPointsFieldSchema = z.object({
  storyPointKey: z.string().trim().min(1).max(255).nullable(),
});
