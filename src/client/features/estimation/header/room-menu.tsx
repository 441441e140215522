import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, Settings, SquareKanban, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { useRoom } from '../connection/room-context';
import { SettingsDialog } from '../settings/settings-dialog';
import { CopyRoomLinkItem } from '../../../components/copy-room-link-item';
import { JiraDialog, useJiraSignInOutcome } from '../../jira';

type Open = 'settings' | 'jira' | 'leave' | 'delete' | null;

/** Room-wide actions: settings for managers, the link, and leaving (members) or deleting (owner). */
export function RoomMenu() {
  const { t } = useTranslation();
  const { room, isManager, isRoomOwner, leaveRoom, deleteRoom } = useRoom();
  const [open, setOpen] = useState<Open>(null);
  const close = (next: boolean) => !next && setOpen(null);
  // Back from signing in with Atlassian: say how it went, and show the Jira dialog again.
  useJiraSignInOutcome(() => isManager && setOpen('jira'));
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuIconTrigger className="size-9" label={t('room.menu.label')} />
        <DropdownMenuContent align="end">
          {isManager && (
            <DropdownMenuItem onSelect={() => setOpen('settings')}>
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
          <CopyRoomLinkItem roomId={room.id} />
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
      {isManager && <SettingsDialog open={open === 'settings'} onOpenChange={close} />}
      {isManager && open === 'jira' && <JiraDialog roomId={room.id} open onOpenChange={close} />}
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
