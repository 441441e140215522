/** What other features may use of the Jira link: the room menu's dialog, and sending from a task. */
/** The room menu's dialog, loaded when a manager first opens it. */
export const loadJiraDialog = () => import('./jira-dialog').then((module) => module.JiraDialog);
export { JiraTaskResult } from './jira-task-result';
export { useJiraStatus } from './jira-api';
export { useSendToJira } from './use-send-to-jira';
export { useJiraSignInOutcome } from './use-jira-sign-in-outcome';
