import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_TIMEOUT_MS } from '../../shared/constants';
import { useFinishSignOut, useSession } from '../features/auth';
import { useProfileLocale, useVisitAnalytics } from '../features/profile';
import { useTheme } from '../lib/theme-provider';
import { useVersionCheck } from '../lib/version-check';

/** The root of every page: the outlet, the toast area, and the background check for a new build. */
export function AppShell() {
  const { resolved } = useTheme();
  useVersionCheck();
  useFinishSignOut();
  const { user } = useSession();
  useProfileLocale(user);
  useVisitAnalytics(user);
  return (
    <>
      <Outlet />
      <Toaster duration={TOAST_TIMEOUT_MS} theme={resolved} position="bottom-right" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
