import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from '../lib/router';
import { TOAST_TIMEOUT_MS } from '../../shared/constants';
import { matchAppRoute } from '../../shared/routes';
import { useFinishSignOut, useSession } from '../features/auth';
import { useProfileLocale, useVisitAnalytics } from '../features/profile';
import { withChunkReload } from '../lib/chunk-reload';
import { useTheme } from '../lib/theme-provider';
import { useToastsWanted } from '../lib/toast';
import { useVersionCheck } from '../lib/version-check';
import { usePreloadLikelyNext } from './preload-next';

// A file lost to a redeploy reloads the page once rather than taking the whole app down.
const Toaster = lazy(withChunkReload(() => import('sonner').then((module) => ({ default: module.Toaster }))));

/** The room's header and toolbar, two 3 rem bars, and a little air. */
const ROOM_BARS_HEIGHT = '6.5rem';

/** The root of every page: the outlet, the toast area, and the background check for a new build. */
export function AppShell() {
  const { resolved } = useTheme();
  const inRoom = matchAppRoute(useLocation().pathname)?.layout === 'room';
  useVersionCheck();
  usePreloadLikelyNext();
  useFinishSignOut();
  const { user } = useSession();
  useProfileLocale(user);
  useVisitAnalytics(user);
  const toastsWanted = useToastsWanted();
  return (
    <>
      <Outlet />
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toaster
            duration={TOAST_TIMEOUT_MS}
            theme={resolved}
            richColors
            closeButton
            // In a room the cards, the task list and its CSV buttons live at the bottom; the notices go
            // under the room's two bars, over the top of the table, where nothing is to be clicked.
            position={inRoom ? 'top-center' : 'bottom-right'}
            offset={inRoom ? { top: ROOM_BARS_HEIGHT } : undefined}
            mobileOffset={inRoom ? { top: ROOM_BARS_HEIGHT } : undefined}
          />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
