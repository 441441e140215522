import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { connectJiraSchema } from '../../../shared/api/jira';
import { LogIn } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { useJiraFailure } from './use-jira-failure';
import { useJiraActions } from './jira-api';
import { useTranslation } from '../../lib/i18n';

/**
 * Jira Cloud (site, email, API token) or Data Center (address, personal access token); and, when
 * this server has an Atlassian app, Jira Cloud by signing in with Atlassian.
 */
export function JiraConnectForm({ roomId, oauthAvailable }: { roomId: string; oauthAvailable: boolean }) {
  const { t } = useTranslation();
  const { connect } = useJiraActions(roomId);
  const failed = useJiraFailure('jira.connectFailed');
  const [kind, setKind] = useState<'cloud' | 'dataCenter'>('cloud');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const parsed = connectJiraSchema.safeParse(
      kind === 'cloud'
        ? { kind, siteUrl: value('site'), email: value('email'), apiToken: value('secret') }
        : { kind, baseUrl: value('site'), token: value('secret') },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    connect.mutate(parsed.data, {
      onSuccess: (status) =>
        toast.success(t('jira.connected', { account: status.account, site: status.site })),
      onError: failed,
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {oauthAvailable && (
        <div className="grid gap-2 border-b border-border pb-4">
          <p className="text-sm text-muted-foreground">{t('jira.oauthLead')}</p>
          <Button asChild className="justify-self-start">
            {/* A full page visit: Atlassian's consent page, then back to this room. */}
            <a href={`/api/rooms/${roomId}/jira/oauth`}>
              <LogIn aria-hidden="true" />
              {t('jira.oauth')}
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">{t('jira.orToken')}</p>
        </div>
      )}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 text-sm font-medium">{t('jira.kind')}</legend>
        {(['cloud', 'dataCenter'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              checked={kind === option}
              onChange={() => setKind(option)}
              className="accent-primary"
            />
            {t(`jira.kinds.${option}`)}
          </label>
        ))}
      </fieldset>
      <FormField
        name="site"
        idPrefix="jira-"
        label={t(kind === 'cloud' ? 'jira.siteUrl' : 'jira.baseUrl')}
        placeholder={kind === 'cloud' ? 'https://your-team.atlassian.net' : 'https://jira.example.com'}
        autoComplete="url"
      />
      {kind === 'cloud' && (
        <FormField name="email" idPrefix="jira-" label={t('jira.email')} autoComplete="email" />
      )}
      <FormField
        name="secret"
        idPrefix="jira-"
        type="password"
        autoComplete="off"
        label={t(kind === 'cloud' ? 'jira.apiToken' : 'jira.pat')}
        hint={t('jira.secretHint')}
        error={error}
      />
      <SubmitButton pending={connect.isPending} className="justify-self-start">
        {t('jira.connect')}
      </SubmitButton>
    </form>
  );
}
