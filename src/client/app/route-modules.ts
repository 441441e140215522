import type { ComponentType } from 'react';
import { matchAppRoute, type LayoutName } from '../../shared/routes';
import { withChunkReload } from '../lib/chunk-reload';
import { loadMessages } from '../lib/i18n';

export type LazyRouteModule = (() => Promise<{ Component: ComponentType }>) & {
  /** Fetches the module ahead of need; a failure is left for the real load to report. */
  preload: () => void;
};

/** Each page and layout is its own chunk; a chunk lost to a redeploy reloads the page once. */
const lazy = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteModule =>
  Object.assign(
    withChunkReload(() => load().then((module) => ({ Component: pick(module) }))),
    { preload: () => void load().catch(() => undefined) },
  );

/** A page of the signed-in app: it also waits for the app's strings (the site's pages need only the core). */
const appPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteModule =>
  lazy(() => Promise.all([load(), loadMessages('app')]).then(([module]) => module), pick);

/** Keyed by the paths of APP_ROUTES; router.test.tsx checks that the two lists match exactly. */
export const PAGE_MODULES: Readonly<Record<string, LazyRouteModule>> = {
  '/': lazy(
    () => import('../features/site/landing-page'),
    (m) => m.LandingPage,
  ),
  '/about-us': lazy(
    () => import('../features/site/about-page'),
    (m) => m.AboutPage,
  ),
  '/contact-us': lazy(
    () => import('../features/site/contact-page'),
    (m) => m.ContactPage,
  ),
  '/privacy': lazy(
    () => import('../features/site/privacy-page'),
    (m) => m.PrivacyPage,
  ),
  '/new-game': appPage(
    () => import('../features/rooms/new-game-page'),
    (m) => m.NewGamePage,
  ),
  '/new-retro': appPage(
    () => import('../features/retro/new-retro-page'),
    (m) => m.NewRetroPage,
  ),
  '/sign-in': lazy(
    () => import('../features/auth/sign-in-page'),
    (m) => m.SignInPage,
  ),
  '/sign-up': lazy(
    () => import('../features/auth/sign-up-page'),
    (m) => m.SignUpPage,
  ),
  '/forgot-password': lazy(
    () => import('../features/auth/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  '/reset-password': lazy(
    () => import('../features/auth/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  '/retro': appPage(
    () => import('../features/retro/retro-page'),
    (m) => m.RetroPage,
  ),
  '/dashboard': appPage(
    () => import('../features/dashboard/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  '/profile': appPage(
    () => import('../features/profile/profile-page'),
    (m) => m.ProfilePage,
  ),
  '/rooms': appPage(
    () => import('../features/rooms/rooms-page'),
    (m) => m.RoomsPage,
  ),
  '/rooms/:room': appPage(
    () => import('../features/estimation/room-page'),
    (m) => m.RoomPage,
  ),
  '/retro/:retro': appPage(
    () => import('../features/retro/board/retro-board-page'),
    (m) => m.RetroBoardPage,
  ),
  '/admin': appPage(
    () => import('../features/admin/admin-overview-page'),
    (m) => m.AdminOverviewPage,
  ),
  '/admin/users': appPage(
    () => import('../features/admin/admin-users-page'),
    (m) => m.AdminUsersPage,
  ),
  '/admin/feedback': appPage(
    () => import('../features/admin/admin-feedback-page'),
    (m) => m.AdminFeedbackPage,
  ),
};

export const LAYOUT_MODULES = {
  default: lazy(
    () => import('./layouts/default-layout'),
    (m) => m.DefaultLayout,
  ),
  account: lazy(
    () => import('./layouts/account-layout'),
    (m) => m.AccountLayout,
  ),
  room: lazy(
    () => import('./layouts/room-layout'),
    (m) => m.RoomLayout,
  ),
  admin: lazy(
    () => import('./layouts/admin-layout'),
    (m) => m.AdminLayout,
  ),
} as const satisfies Record<LayoutName, LazyRouteModule>;

export const NOT_FOUND_MODULE = lazy(
  () => import('../features/system/not-found-page'),
  (m) => m.NotFoundPage,
);

/** Starts fetching a path's layout and page, so they do not wait behind whatever else is loading. */
export function preloadRoute(pathname: string): void {
  const route = matchAppRoute(pathname);
  if (!route) return;
  LAYOUT_MODULES[route.layout].preload();
  PAGE_MODULES[route.path]?.preload();
}
