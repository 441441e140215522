import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { JiraSendResult } from '../../../shared/api/jira';
import { api } from '../../lib/api-client';
import { jiraRules } from './jira-rules';
import { useJiraFailure } from './use-jira-failure';
import { useTranslation } from '../../lib/i18n';

type SendOutcome = JiraSendResult['results'][number];
// Outside the ['jira', roomId] keys on purpose: refreshing the link's status after an import or a
// new points field invalidates those, and would wipe what the rows say was sent.
const resultsKey = (roomId: string) => ['jira-sent', roomId] as const;

/** How the last send went for each task, kept for this visit so every task row can say it. */
export function useJiraSendResults(roomId: string): Record<string, SendOutcome> {
  const results = useQuery<Record<string, SendOutcome>>({
    queryKey: resultsKey(roomId),
    queryFn: () => ({}),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return results.data ?? {};
}

/** Sends agreed estimates to Jira (some tasks, or every estimated one) and says how it went. */
export function useSendToJira(roomId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (taskIds?: string[]) =>
      api.post(`/rooms/${roomId}/jira/send`, taskIds ? { taskIds } : {}, {
        schema: jiraRules.schema((rules) => rules.jiraSendResultSchema),
      }),
    onSuccess: ({ results }) => {
      queryClient.setQueryData<Record<string, SendOutcome>>(resultsKey(roomId), (before) => ({
        ...before,
        ...Object.fromEntries(results.map((result) => [result.taskId, result])),
      }));
      const count = (outcome: SendOutcome['outcome']) =>
        results.filter((result) => result.outcome === outcome).length;
      if (results.length === 0) toast.info(t('jira.nothingToSend'));
      if (count('sent') > 0) toast.success(t('jira.sent', { count: count('sent') }));
      // Most skipped estimates are unchanged since they came from Jira: one line, the reasons stay
      // beside each task. A failure needs someone to act, so each is said on its own.
      if (count('skipped') > 0) toast.info(t('jira.skipped', { count: count('skipped') }));
      for (const result of results.filter((item) => item.outcome === 'failed'))
        toast.warning(result.key, { description: result.reason ?? undefined, duration: 15_000 });
    },
    onError: useJiraFailure(),
  });
  return { send: (taskIds?: string[]) => mutation.mutate(taskIds), pending: mutation.isPending };
}
