import { useTranslation } from 'react-i18next';
import { Send, Unplug } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { CenteredSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useJiraActions, useJiraStatus } from './jira-api';
import { JiraConnectForm } from './jira-connect-form';
import { JiraImportForm } from './jira-import-form';
import { JiraPointsField } from './jira-points-field';
import { useSendToJira } from './use-send-to-jira';

function Connected({
  roomId,
  account,
  site,
  storyPointKey,
}: {
  roomId: string;
  account: string;
  site: string;
  storyPointKey: string | null;
}) {
  const { t } = useTranslation();
  const { disconnect } = useJiraActions(roomId);
  const { send, pending } = useSendToJira(roomId);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted/50 p-3 text-sm">
        <span className="min-w-0 flex-1">{t('jira.connected', { account, site })}</span>
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
      <JiraImportForm roomId={roomId} />
      <JiraPointsField roomId={roomId} storyPointKey={storyPointKey} />
      <div className="grid gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">{t('jira.sendLead')}</p>
        <Button className="justify-self-start" onClick={() => send()} disabled={pending}>
          <Send aria-hidden="true" />
          {t('jira.send')}
        </Button>
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
            <Connected
              roomId={roomId}
              account={status.data.account ?? ''}
              site={status.data.site ?? ''}
              storyPointKey={status.data.storyPointKey}
            />
          ) : (
            <JiraConnectForm roomId={roomId} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
