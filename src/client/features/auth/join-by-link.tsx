import type { ReactNode } from 'react';
import { toast } from '../../lib/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { JoinAsGuestCard } from '../../components/live/join-as-guest-card';
import { LiveRoomLoading } from '../../components/live/live-room-loading';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { signInPath } from './safe-redirect';
import { useGuestSignIn } from './use-auth-actions';
import { useTranslation } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';

/**
 * A live room's link opened without an account: what the link leads to is asked first, so a dead
 * link says so at once; then a name is enough to join, or sign in and come back to `returnTo`.
 */
export function JoinByLink({
  preview,
  title,
  lead,
  returnTo,
  notFound,
}: {
  preview: UseQueryResult<{ name: string }>;
  /** The heading, with the room's name once the preview has it. */
  title(name: string | null): string;
  lead: string;
  returnTo: string;
  notFound: ReactNode;
}) {
  const { t } = useTranslation();
  const guest = useGuestSignIn();
  const heading = title(preview.data?.name ?? null);
  useDocumentTitle(heading);
  if (preview.isPending) return <LiveRoomLoading />;
  // Anything but a clear "no such room" (the network, the server) still lets people try to join.
  if (isApiError(preview.error) && preview.error.status === 404) return notFound;
  return (
    <JoinAsGuestCard
      title={heading}
      lead={lead}
      pending={guest.isPending}
      signInHref={signInPath(returnTo)}
      guests={getRuntimeConfig().guestAccess !== false}
      // Once the session exists the page itself moves on to the room.
      onJoin={(name) =>
        guest.mutate(name, {
          onError: (failure) => toast.error(isApiError(failure) ? failure.message : t('errors.generic')),
        })
      }
    />
  );
}
