import { lazyRules } from '../../lib/lazy-rules';

/** The Jira answers' schemas, fetched (zod with them) with the first request that needs one. */
export const jiraRules = lazyRules(() => import('../../../shared/api/jira'));
