import { z } from 'zod';

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'Enter the address of your Jira, starting with https://' })
  .max(300);
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
  storyPointKey: z.string().nullable(),
});
export type JiraStatus = z.infer<typeof jiraStatusSchema>;
