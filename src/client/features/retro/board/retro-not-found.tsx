import { LiveRoomNotFound } from '../../../components/live/live-room-not-found';
import { useTranslation } from '../../../lib/i18n';

/** A dead link to a retro offers a new one. */
export function RetroNotFound() {
  const { t } = useTranslation();
  return <LiveRoomNotFound start={{ to: '/new-retro', label: t('board.notFound') }} />;
}
