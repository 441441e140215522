import { lazy, Suspense, useState } from 'react';
import { ShieldCheck, LogOut, Settings, SquareKanban, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyAccessDialog } from '../../../components/live/lazy-access-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { useRoom } from '../connection/room-context';
import { CopyRoomLinkItem } from '../../../components/copy-room-link-item';
import { loadJiraDialog, useJiraSignInOutcome } from '../../jira';
import { withChunkReload } from '../../../lib/chunk-reload';
import { useTranslation } from '../../../lib/i18n';

// Only managers open these, and only once the room is on screen: their forms load when first
// opened instead of holding up everyone's first paint of the room.
const SettingsDialog = lazy(
  withChunkReload(() =>
    import('../settings/settings-dialog').then((module) => ({ default: module.SettingsDialog })),
  ),
);
const JiraDialog = lazy(
  withChunkReload(() => loadJiraDialog().then((component) => ({ default: component }))),
);

type Open = 'settings' | 'jira' | 'access' | 'leave' | 'delete' | null;

/** Room-wide actions: settings for managers, the link, and leaving (members) or deleting (owner). */
export function RoomMenu() {
  const { t } = useTranslation();
  const { room, isManager, isRoomOwner, leaveRoom, deleteRoom, send } = useRoom();
  const [open, setOpen] = useState<Open>(null);
  // Once opened, the settings stay mounted, so closing them animates like any dialog.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const close = (next: boolean) => !next && setOpen(null);
  // Back from signing in with Atlassian: say how it went, and show the Jira dialog again.
  useJiraSignInOutcome(() => isManager && setOpen('jira'));
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuIconTrigger className="size-9" label={t('room.menu.label')} />
        <DropdownMenuContent align="end">
          {isManager && (
            <DropdownMenuItem
              onSelect={() => {
                setSettingsLoaded(true);
                setOpen('settings');
              }}
            >
              <Settings aria-hidden="true" />
              {t('room.menu.settings')}
            </DropdownMenuItem>
          )}
          {isManager && (
            <DropdownMenuItem onSelect={() => setOpen('jira')}>
              <SquareKanban aria-hidden="true" />
              {t('jira.menu')}
            </DropdownMenuItem>
          )}
          {/* A team room's managers may be its team's admins, who decide this too (the server checks). */}
          {(isRoomOwner || (isManager && room.teamId !== null)) && (
            <DropdownMenuItem onSelect={() => setOpen('access')}>
              <ShieldCheck aria-hidden="true" />
              {t('live.access.menu')}
            </DropdownMenuItem>
          )}
          <CopyRoomLinkItem roomId={room.id} linkKey={room.linkKey} />
          <DropdownMenuSeparator />
          {isRoomOwner ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setOpen('delete')}>
              <Trash2 aria-hidden="true" />
              {t('room.menu.delete')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setOpen('leave')}>
              <LogOut aria-hidden="true" />
              {t('room.menu.leave')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {isManager && settingsLoaded && <SettingsDialog open={open === 'settings'} onOpenChange={close} />}
        {isManager && open === 'jira' && <JiraDialog roomId={room.id} open onOpenChange={close} />}
        {open === 'access' && <LazyAccessDialog open onOpenChange={close} room={room} send={send} />}
      </Suspense>
      <ConfirmDialog
        open={open === 'leave'}
        onOpenChange={close}
        title={t('room.menu.leaveTitle')}
        description={t('room.menu.leaveLead', { name: room.name })}
        confirmLabel={t('room.menu.leave')}
        onConfirm={leaveRoom}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title={t('room.menu.deleteTitle')}
        description={t('room.menu.deleteLead', { name: room.name })}
        confirmLabel={t('room.menu.delete')}
        destructive
        onConfirm={deleteRoom}
      />
    </>
  );
}
