import type { JiraStatus } from '../../../shared/api/jira';
import { Send, Unplug } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { SubmitButton } from '../../components/ui/submit-button';
import { NativeSelect } from '../../components/ui/native-select';
import { CenteredSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useJiraActions, useJiraStatus } from './jira-api';
import { JiraConnectForm } from './jira-connect-form';
import { JiraImportForm } from './jira-import-form';
import { JiraPointsField } from './jira-points-field';
import { useJiraFailure } from './use-jira-failure';
import { useSendToJira } from './use-send-to-jira';
import { useTranslation } from '../../lib/i18n';

function Connected({ roomId, status }: { roomId: string; status: JiraStatus }) {
  const { t } = useTranslation();
  const { disconnect, chooseSite } = useJiraActions(roomId);
  const failed = useJiraFailure();
  const { send, pending } = useSendToJira(roomId);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted/50 p-3 text-sm">
        <span className="min-w-0 flex-1 break-words">
          {t('jira.connected', { account: status.account, site: status.site })}
        </span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => disconnect.mutate()}
          disabled={disconnect.isPending}
        >
          <Unplug aria-hidden="true" />
          {t('jira.disconnect')}
        </Button>
      </div>
      {status.kind === 'oauth' && status.sites.length > 1 && (
        <div className="grid gap-1.5">
          <Label htmlFor="jira-site">{t('jira.site')}</Label>
          <NativeSelect
            id="jira-site"
            value={status.sites.find((site) => site.url === status.site)?.value ?? ''}
            disabled={chooseSite.isPending}
            onChange={(event) => chooseSite.mutate(event.target.value, { onError: failed })}
          >
            {status.sites.map((site) => (
              <option key={site.value} value={site.value}>
                {site.url}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <JiraImportForm roomId={roomId} />
      <JiraPointsField roomId={roomId} storyPointKey={status.storyPointKey} pointsKeys={status.pointsKeys} />
      <div className="grid gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">{t('jira.sendLead')}</p>
        <SubmitButton type="button" className="justify-self-start" onClick={() => send()} pending={pending}>
          {!pending && <Send aria-hidden="true" />}
          {t('jira.send')}
        </SubmitButton>
      </div>
    </div>
  );
}

/** A room's Jira: connect it, import issues as tasks, send the agreed points back. */
export function JiraDialog({
  roomId,
  open,
  onOpenChange,
}: {
  roomId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const status = useJiraStatus(roomId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('jira.title')}
        description={t('jira.lead')}
        closeLabel={t('room.common.close')}
        className="max-w-2xl"
      >
        <DialogBody>
          {status.isError ? (
            <LoadError
              message={isApiError(status.error) ? status.error.message : t('errors.generic')}
              onRetry={() => void status.refetch()}
            />
          ) : !status.data ? (
            <CenteredSpinner />
          ) : status.data.connected ? (
            <Connected roomId={roomId} status={status.data} />
          ) : (
            <JiraConnectForm roomId={roomId} oauthAvailable={status.data.oauthAvailable} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
