import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_TIMEOUT_MS } from '../../shared/constants';
import { useFinishSignOut } from '../features/auth';
import { useTheme } from '../lib/theme-provider';
import { useVersionCheck } from '../lib/version-check';

/** The root of every page: the outlet, the toast area, and the background check for a new build. */
export function AppShell() {
  const { resolved } = useTheme();
  useVersionCheck();
  useFinishSignOut();
  return (
    <>
      <Outlet />
      <Toaster duration={TOAST_TIMEOUT_MS} theme={resolved} position="bottom-right" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
