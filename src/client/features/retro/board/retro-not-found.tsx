import { useTranslation } from 'react-i18next';
import { LiveRoomNotFound } from '../../../components/live/live-room-not-found';

/** A dead link to a retro offers a new one. */
export function RetroNotFound() {
  const { t } = useTranslation();
  return <LiveRoomNotFound start={{ to: '/new-retro', label: t('board.notFound') }} />;
}
