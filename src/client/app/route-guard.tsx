import { Navigate, Outlet, useLocation } from '../lib/router';
import { CenteredSpinner } from '../components/ui/spinner';
import { signInPath, useSession } from '../features/auth';
import { ForbiddenPage } from '../features/system/forbidden-page';

/**
 * Waits for the first session check, then lets the page through, sends a signed-out visitor to
 * sign-in (and back here afterwards), or tells a non-admin plainly that the area is not theirs.
 * The server checks every admin call itself; this only spares people a page that cannot work.
 */
export function RouteGuard({ requireAdmin = false }: { requireAdmin?: boolean }) {
  const { user, userLoaded } = useSession();
  const location = useLocation();
  if (!userLoaded) return <CenteredSpinner />;
  if (!user)
    return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (requireAdmin && user.role !== 'admin') return <ForbiddenPage />;
  return <Outlet />;
}
