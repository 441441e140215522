import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { roomPreviewSchema } from '../../../../shared/api/rooms';
import { JoinAsGuestCard } from '../../../components/live/join-as-guest-card';
import { LiveRoomLoading } from '../../../components/live/live-room-loading';
import { api, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signInPath, useGuestSignIn } from '../../auth';
import { RoomNotFound } from './room-not-found';

/** What the link leads to, asked before anyone gives a name: a dead link says so at once. */
function useRoomPreview(roomId: string) {
  return useQuery({
    queryKey: ['room-preview', roomId],
    queryFn: ({ signal }) => api.get(`/rooms/${roomId}/preview`, { signal, schema: roomPreviewSchema }),
    retry: (failures, failure) => !(isApiError(failure) && failure.status === 404) && failures < 2,
  });
}

/** A room link opened without an account. */
export function JoinRoomCard({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const guest = useGuestSignIn();
  const preview = useRoomPreview(roomId);
  const title = preview.data ? t('room.join.titleNamed', { name: preview.data.name }) : t('room.join.title');
  useDocumentTitle(title);

  if (preview.isPending) return <LiveRoomLoading />;
  // Anything but a clear "no such room" (the network, the server) still lets people try to join.
  if (isApiError(preview.error) && preview.error.status === 404) return <RoomNotFound />;

  return (
    <JoinAsGuestCard
      title={title}
      lead={t('room.join.lead')}
      pending={guest.isPending}
      signInHref={signInPath(`/rooms/${roomId}`)}
      // Once the session exists the page itself moves on to the table.
      onJoin={(name) =>
        guest.mutate(name, {
          onError: (failure) => toast.error(isApiError(failure) ? failure.message : t('errors.generic')),
        })
      }
    />
  );
}
