import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';

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
  // Joining is refused with this only when the room already holds as many people as it may.
  const full = code === 'LIMIT_REACHED';
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">{t('live.failed.title')}</h1>
      <p className="text-muted-foreground">
        {outdated
          ? t('live.failed.outdated')
          : signedOut
            ? t('live.failed.signedOut')
            : full
              ? t('live.failed.full')
              : message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {outdated ? (
          <Button onClick={() => window.location.reload()}>{t('live.failed.reload')}</Button>
        ) : signedOut ? (
          <Button asChild>
            <Link to={signInHref}>{t('live.failed.signIn')}</Link>
          </Button>
        ) : (
          <Button onClick={onRetry}>{t('live.errors.retry')}</Button>
        )}
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('live.notFound.dashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
