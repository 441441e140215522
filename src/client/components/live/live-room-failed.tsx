import { Link } from '../../lib/router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';
import { useTranslation } from '../../lib/i18n';

/** Refusals told in the reader's language; any other shows the server's own message. */
const EXPLAINED = {
  UNSUPPORTED_PROTOCOL: 'live.failed.outdated',
  UNAUTHORIZED: 'live.failed.signedOut',
  // Joining is refused with this only when the room already holds as many people as it may.
  LIMIT_REACHED: 'live.failed.full',
  REMOVED: 'live.failed.removed',
  ACCOUNT_REQUIRED: 'live.failed.accountRequired',
  NOT_IN_TEAM: 'live.failed.notInTeam',
  TOO_MANY_CONNECTIONS: 'live.failed.tooManyConnections',
} as const;

/** Joining was refused for a reason other than a missing room: say why and offer the way out. */
export function LiveRoomFailed({
  code,
  message,
  signInHref,
  onRetry,
}: {
  code: string;
  message: string;
  /** Where signing in again leads back to this room. */
  signInHref: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const outdated = code === 'UNSUPPORTED_PROTOCOL';
  const signedOut = code === 'UNAUTHORIZED';
  // A guest in a room for accounts signs in (or saves their account from there), or tries again
  // once the owner has opened it.
  const accountRequired = code === 'ACCOUNT_REQUIRED';
  const explained = EXPLAINED[code as keyof typeof EXPLAINED];
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">{t('live.failed.title')}</h1>
      <p className="text-muted-foreground">{explained ? t(explained) : message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {outdated ? (
          <Button onClick={() => window.location.reload()}>{t('live.failed.reload')}</Button>
        ) : (
          <>
            {(signedOut || accountRequired) && (
              <Button asChild>
                <Link to={signInHref}>{t('live.failed.signIn')}</Link>
              </Button>
            )}
            {!signedOut && (
              <Button variant={accountRequired ? 'outline' : undefined} onClick={onRetry}>
                {t('live.errors.retry')}
              </Button>
            )}
          </>
        )}
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('live.notFound.dashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
