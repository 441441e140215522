import { Link } from '../../lib/router';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { PASSCODE_MAX_LENGTH } from '../../../shared/domain/access';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { useTranslation } from '../../lib/i18n';

/** Refusals told in the reader's language; any other shows the server's own message. */
const EXPLAINED = {
  UNSUPPORTED_PROTOCOL: 'room.refused.outdated',
  UNAUTHORIZED: 'room.refused.signedOut',
  // Joining is refused with this only when the room already holds as many people as it may.
  LIMIT_REACHED: 'room.refused.full',
  REMOVED: 'room.refused.removed',
  ACCOUNT_REQUIRED: 'room.refused.accountRequired',
  NOT_IN_TEAM: 'room.refused.notInTeam',
  PASSCODE_REQUIRED: 'room.refused.passcode',
  PASSCODE_WRONG: 'room.refused.passcodeWrong',
  LINK_EXPIRED: 'room.refused.linkExpired',
  TOO_MANY_CONNECTIONS: 'room.refused.tooManyConnections',
} as const;

/** The passcode a room asks newcomers for, entered once: the join then carries it. */
function PasscodeForm({ onEnter }: { onEnter(passcode: string): void }) {
  const { t } = useTranslation();
  const [passcode, setPasscode] = useState('');
  return (
    <form
      className="flex w-full max-w-xs items-end gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        if (passcode.trim()) onEnter(passcode.trim());
      }}
    >
      <label className="grid flex-1 gap-1 text-sm font-medium">
        {t('room.refused.passcodeLabel')}
        <Input
          name="passcode"
          autoComplete="off"
          autoFocus
          maxLength={PASSCODE_MAX_LENGTH}
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
        />
      </label>
      <Button type="submit">{t('room.refused.enter')}</Button>
    </form>
  );
}

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
  /** Joins again; with a passcode when the room asked for one. */
  onRetry(passcode?: string): void;
}) {
  const { t } = useTranslation();
  const outdated = code === 'UNSUPPORTED_PROTOCOL';
  const signedOut = code === 'UNAUTHORIZED';
  // A guest in a room for accounts signs in (or saves their account from there), or tries again
  // once the owner has opened it.
  const accountRequired = code === 'ACCOUNT_REQUIRED';
  const asksPasscode = code === 'PASSCODE_REQUIRED' || code === 'PASSCODE_WRONG';
  const explained = EXPLAINED[code as keyof typeof EXPLAINED];
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">{t('room.refused.title')}</h1>
      <p className="text-muted-foreground">{explained ? t(explained) : message}</p>
      {asksPasscode && <PasscodeForm onEnter={onRetry} />}
      <div className="flex flex-wrap justify-center gap-3">
        {asksPasscode ? null : outdated ? (
          <Button onClick={() => window.location.reload()}>{t('room.refused.reload')}</Button>
        ) : (
          <>
            {(signedOut || accountRequired) && (
              <Button asChild>
                <Link to={signInHref}>{t('room.refused.signIn')}</Link>
              </Button>
            )}
            {!signedOut && (
              <Button variant={accountRequired ? 'outline' : undefined} onClick={() => onRetry()}>
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
