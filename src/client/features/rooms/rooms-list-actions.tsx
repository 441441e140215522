import { useState } from 'react';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { DoorOpen, LogOut, Trash2, Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
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
import { MY_ROOMS_QUERY_KEY, useDeleteRoom, useLeaveRoom } from './rooms-list-data';
import { MoveToTeam } from '../teams';
import { useTranslation } from '../../lib/i18n';

/**
 * Open; move an owned room into a team; and leave (a joined room) or delete (an owned one), each
 * after a confirmation.
 */
export function RoomActions({ room }: { room: RoomSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
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
          <CopyRoomLinkItem roomId={room.id} linkKey={room.linkKey} />
          {room.isOwner && (
            <DropdownMenuItem onSelect={() => setMoving(true)}>
              <Users aria-hidden="true" />
              {t('nav.teams')}…
            </DropdownMenuItem>
          )}
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
      <MoveToTeam
        path="rooms"
        id={room.id}
        name={room.name}
        teamId={room.teamId}
        open={moving}
        onOpenChange={setMoving}
        onMoved={() => void queryClient.invalidateQueries({ queryKey: MY_ROOMS_QUERY_KEY })}
      />
    </>
  );
}
