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

/** Over the room's header bar, just inside its top edge. */
const ROOM_TOAST_OFFSET = '0.375rem';

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
            // In a room every part of the screen is read or clicked but its header bar, the room's name
            // and a few buttons: the notices go over it, made low enough to fit (styles.css), and cover
            // no seat, result, task, card or retro step.
            position={inRoom ? 'top-center' : 'bottom-right'}
            className={inRoom ? 'room-toasts' : undefined}
            offset={inRoom ? { top: ROOM_TOAST_OFFSET } : undefined}
            mobileOffset={inRoom ? { top: ROOM_TOAST_OFFSET } : undefined}
          />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
