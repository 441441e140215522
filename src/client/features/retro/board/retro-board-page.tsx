import { useParams } from '../../../lib/router';
import { isRoomId } from '../../../../shared/protocol/room-id';
import { LiveRoomLoading } from '../../../components/live/live-room-loading';
import { useSession } from '../../auth';
import { JoinByLink } from '../../auth/widgets';
import { useRetroPreview } from '../retro-api';
import { RetroNotFound } from './retro-not-found';
import { RetroSession } from './retro-session';
import { useTranslation } from '../../../lib/i18n';

/** A retro link opened without an account. */
function JoinRetroCard({ retroId }: { retroId: string }) {
  const { t } = useTranslation();
  return (
    <JoinByLink
      preview={useRetroPreview(retroId)}
      title={(name) => (name ? t('board.join.titleNamed', { name }) : t('board.join.title'))}
      lead={t('board.join.lead')}
      returnTo={`/retro/${retroId}`}
      notFound={<RetroNotFound />}
    />
  );
}

/** /retro/:retro — signed-out visitors first choose how to join, then the board opens. */
export function RetroBoardPage() {
  const { retro: retroId = '' } = useParams();
  const { user, userLoaded } = useSession();
  if (!userLoaded) return <LiveRoomLoading />;
  if (!isRoomId(retroId)) return <RetroNotFound />;
  if (!user) return <JoinRetroCard retroId={retroId} />;
  return <RetroSession key={`${user.uid}:${retroId}`} retroId={retroId} user={user} />;
}
