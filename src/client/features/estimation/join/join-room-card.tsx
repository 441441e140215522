import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { JoinByLink } from '../../auth/widgets';
import { RoomNotFound } from './room-not-found';
import { useTranslation } from '../../../lib/i18n';
import { lazyRules } from '../../../lib/lazy-rules';

const roomPreviewSchema = lazyRules(() => import('../../../../shared/api/rooms')).schema(
  (rules) => rules.roomPreviewSchema,
);

/** A room link opened without an account. */
export function JoinRoomCard({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['room-preview', roomId],
    queryFn: ({ signal }) => api.get(`/rooms/${roomId}/preview`, { signal, schema: roomPreviewSchema }),
    retry: (failures, failure) => !(isApiError(failure) && failure.status === 404) && failures < 2,
  });
  return (
    <JoinByLink
      preview={preview}
      title={(name) => (name ? t('room.join.titleNamed', { name }) : t('room.join.title'))}
      lead={t('room.join.lead')}
      returnTo={`/rooms/${roomId}`}
      notFound={<RoomNotFound />}
    />
  );
}
