import { lazy, Suspense } from 'react';
import { Link, useLocation } from '../../lib/router';
import { LogIn } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { withChunkReload } from '../../lib/chunk-reload';
import { useSession } from '../../features/auth';
import { useTranslation } from '../../lib/i18n';

// The menu (and the menu library under it) loads only for someone signed in: a visitor's first
// page does not carry it. It is taken from its own module, not auth's widgets: pages that show a
// widget import those statically, and the menu library would come along with them.
const UserMenu = lazy(
  withChunkReload(() =>
    import('../../features/auth/user-menu').then((module) => ({ default: module.UserMenu })),
  ),
);

/** The header's corner for the current user: never shows "Sign in" before the session is known. */
export function UserSlot() {
  const { t } = useTranslation();
  const { user, userLoaded } = useSession();
  const { pathname } = useLocation();
  if (!userLoaded) return <Spinner className="px-2" />;
  if (user) {
    return (
      <Suspense fallback={<Spinner className="px-2" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  if (pathname === '/sign-in' || pathname === '/sign-up') return null;
  return (
    <Button asChild size="sm">
      <Link to="/sign-in">
        <LogIn aria-hidden="true" />
        {t('nav.signIn')}
      </Link>
    </Button>
  );
}
