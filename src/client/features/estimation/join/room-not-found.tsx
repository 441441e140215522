import { useTranslation } from 'react-i18next';
import { LiveRoomNotFound } from '../../../components/live/live-room-not-found';

/** A dead link to an estimation room offers a new game. */
export function RoomNotFound() {
  const { t } = useTranslation();
  return <LiveRoomNotFound start={{ to: '/new-game', label: t('room.notFound.newGame') }} />;
}
