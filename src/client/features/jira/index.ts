/** What other features may use of the Jira link: the room menu opens its dialog. */
export { JiraDialog } from './jira-dialog';
