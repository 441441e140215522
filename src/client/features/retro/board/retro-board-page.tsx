import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { roomIdSchema } from '../../../../shared/protocol/keys';
import { JoinAsGuestCard } from '../../../components/live/join-as-guest-card';
import { LiveRoomLoading } from '../../../components/live/live-room-loading';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signInPath, useGuestSignIn, useSession } from '../../auth';
import { useRetroPreview } from '../retro-api';
import { RetroNotFound } from './retro-not-found';
import { RetroSession } from './retro-session';

/** A retro link opened without an account: join with a name, or sign in and come back. */
function JoinRetroCard({ retroId }: { retroId: string }) {
  const { t } = useTranslation();
  const guest = useGuestSignIn();
  const preview = useRetroPreview(retroId);
  const title = preview.data
    ? t('board.join.titleNamed', { name: preview.data.name })
    : t('board.join.title');
  useDocumentTitle(title);
  if (preview.isPending) return <LiveRoomLoading />;
  if (isApiError(preview.error) && preview.error.status === 404) return <RetroNotFound />;
  return (
    <JoinAsGuestCard
      title={title}
      lead={t('board.join.lead')}
      pending={guest.isPending}
      signInHref={signInPath(`/retro/${retroId}`)}
      onJoin={(name) =>
        guest.mutate(name, {
          onError: (failure) => toast.error(isApiError(failure) ? failure.message : t('errors.generic')),
        })
      }
    />
  );
}

/** /retro/:retro — signed-out visitors first choose how to join, then the board opens. */
export function RetroBoardPage() {
  const { retro: retroId = '' } = useParams();
  const { user, userLoaded } = useSession();
  if (!userLoaded) return <LiveRoomLoading />;
  if (!roomIdSchema.safeParse(retroId).success) return <RetroNotFound />;
  if (!user) return <JoinRetroCard retroId={retroId} />;
  return <RetroSession key={`${user.uid}:${retroId}`} retroId={retroId} user={user} />;
}
