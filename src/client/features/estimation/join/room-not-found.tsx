import { LiveRoomNotFound } from '../../../components/live/live-room-not-found';
import { useTranslation } from '../../../lib/i18n';

/** A dead link to an estimation room offers a new game. */
export function RoomNotFound() {
  const { t } = useTranslation();
  return <LiveRoomNotFound start={{ to: '/new-game', label: t('room.notFound.newGame') }} />;
}
