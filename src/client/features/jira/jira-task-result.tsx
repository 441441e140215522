import { CircleAlert, CircleCheck } from 'lucide-react';
import { useJiraSendResults } from './use-send-to-jira';
import { useTranslation } from '../../lib/i18n';

/** What happened when this task's estimate was last sent to Jira, if it was this visit. */
export function JiraTaskResult({ roomId, taskId }: { roomId: string; taskId: string }) {
  const { t } = useTranslation();
  const result = useJiraSendResults(roomId)[taskId];
  if (!result) return null;
  if (result.outcome === 'sent')
    return (
      <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        {t('jira.taskSent')}
      </span>
    );
  return (
    <span className="grid gap-0.5 text-amber-700 dark:text-amber-400">
      <span className="inline-flex items-center gap-1 font-medium">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        {result.outcome === 'skipped' ? t('jira.taskSkipped') : t('jira.taskFailed')}
      </span>
      {result.reason && <span className="text-muted-foreground">{result.reason}</span>}
    </span>
  );
}
