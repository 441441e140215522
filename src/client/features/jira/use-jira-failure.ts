import { toast } from '../../lib/toast';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';

/** A toast for a Jira call that failed, with the server's words (Jira's own, where it gave some). */
export function useJiraFailure(title: 'jira.failed' | 'jira.connectFailed' = 'jira.failed') {
  const { t } = useTranslation();
  return (failure: Error) =>
    toast.error(t(title), { description: isApiError(failure) ? failure.message : t('errors.generic') });
}
