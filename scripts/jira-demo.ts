/**
 * `npm run jira:demo`: the Jira double with two projects (one team-managed, one company-managed),
 * boards, sprints and issues, to try the integration without a real Jira.
 */
import { startJiraDouble } from '../src/server/testing/jira-double/jira-double';

const port = Number(process.env.JIRA_DEMO_PORT ?? 8090);
const jira = await startJiraDouble({ port, pageSize: 50 });
console.log(`Demo Jira at ${jira.url}
  Jira Cloud:        site ${jira.url}, email ${jira.credentials.email}, API token ${jira.credentials.apiToken}
  Jira Data Center:  base URL ${jira.url}, personal access token ${jira.credentials.pat}
  Sign in with Atlassian: start the app with JIRA_OAUTH_CLIENT_ID=${jira.credentials.clientId} JIRA_OAUTH_CLIENT_SECRET=${jira.credentials.clientSecret}
                         JIRA_OAUTH_AUTH_URL=${jira.url} JIRA_OAUTH_API_URL=${jira.url}
  The app reaches a Jira on this host only when allowed: start it with JIRA_ALLOWED_HOSTS=127.0.0.1
Projects: ${jira.data.projects.map((project) => `${project.key} (${project.name}, ${project.style}-managed)`).join(', ')}
Every request is checked against Atlassian's OpenAPI definitions; Ctrl+C stops it.`);
const report = setInterval(() => {
  if (jira.problems.length > 0) console.warn(jira.problems.splice(0).join('\n'));
}, 1000);
process.on('SIGINT', () => {
  clearInterval(report);
  void jira.close().then(() => process.exit(0));
});
