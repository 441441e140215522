import { useEffect } from 'react';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/i18n';

const OUTCOMES = ['connected', 'denied', 'nosite', 'failed'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: string | null): value is Outcome => OUTCOMES.includes(value as Outcome);

/**
 * The server sends people back from Atlassian to their room with `?jira=<outcome>`: say it once,
 * take it off the address (a reload must not say it again), and let the room reopen its dialog.
 */
export function useJiraSignInOutcome(onBack: () => void): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('jira');
  useEffect(() => {
    if (!isOutcome(outcome)) return;
    if (outcome === 'connected') toast.success(t('jira.oauthDone.connected'));
    else toast.error(t(`jira.oauthDone.${outcome}`));
    onBack();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('jira');
        return next;
      },
      { replace: true },
    );
    // Once per arrival: the outcome is gone from the address right after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}
