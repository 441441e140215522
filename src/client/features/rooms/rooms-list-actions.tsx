import { useState } from 'react';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { DoorOpen, LogOut, Trash2 } from 'lucide-react';
import type { RoomSummary } from '../../../shared/api/rooms';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../components/ui/dropdown-menu';
import { isApiError } from '../../lib/api-client';
import { CopyRoomLinkItem } from '../../components/copy-room-link-item';
import { useDeleteRoom, useLeaveRoom } from './rooms-list-data';
import { useTranslation } from '../../lib/i18n';

/** Open, and then leave (a joined room) or delete (an owned one), each after a confirmation. */
export function RoomActions({ room }: { room: RoomSummary }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveRoom();
  const remove = useDeleteRoom();
  const action = room.isOwner ? remove : leave;
  const texts = room.isOwner ? 'delete' : 'leave';

  const confirm = () =>
    action.mutate(room, {
      onSuccess: () => setConfirming(false),
      onError: (error) => toast.error(isApiError(error) ? error.message : t('errors.generic')),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuIconTrigger label={t('rooms.card.actions', { name: room.name })} />
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to={`/rooms/${room.id}`}>
              <DoorOpen aria-hidden="true" />
              {t('rooms.card.open')}
            </Link>
          </DropdownMenuItem>
          <CopyRoomLinkItem roomId={room.id} />
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            {room.isOwner ? <Trash2 aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            {room.isOwner ? t('rooms.card.delete') : t('rooms.card.leave')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`rooms.${texts}.title`, { name: room.name })}
        description={<p>{t(`rooms.${texts}.body`)}</p>}
        confirmLabel={t(`rooms.${texts}.confirm`)}
        destructive
        pending={action.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
