import type { ComponentType } from 'react';
import { matchAppRoute, type LayoutName } from '../../shared/routes';
import { withChunkReload } from '../lib/chunk-reload';
import { loadMessages, type MessagePart } from '../lib/i18n';

export type LazyRouteModule = (() => Promise<{ Component: ComponentType }>) & {
  /** Fetches the module and its strings ahead of need; a failure is left for the real load to report. */
  preload: () => void;
  /** The parts of the strings it shows beyond the core. */
  parts: readonly MessagePart[];
};

/**
 * Each page and layout is its own chunk, shown once it and the strings of the parts it names (beyond
 * the core every page has) are in; a chunk lost to a redeploy reloads the page once.
 * route-strings.test.ts checks that a page names every part whose strings it can show.
 */
const lazy = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  parts: readonly MessagePart[] = [],
): LazyRouteModule => {
  const loadWithStrings = () => Promise.all([load(), loadMessages(parts)]).then(([module]) => module);
  return Object.assign(
    withChunkReload(() => loadWithStrings().then((module) => ({ Component: pick(module) }))),
    { preload: () => void loadWithStrings().catch(() => undefined), parts },
  );
};

/** Keyed by the paths of APP_ROUTES; router.test.tsx checks that the two lists match exactly. */
export const PAGE_MODULES: Readonly<Record<string, LazyRouteModule>> = {
  '/': lazy(
    () => import('../features/site/landing-page'),
    (m) => m.LandingPage,
    ['site'],
  ),
  '/about-us': lazy(
    () => import('../features/site/about-page'),
    (m) => m.AboutPage,
    ['site'],
  ),
  '/contact-us': lazy(
    () => import('../features/site/contact-page'),
    (m) => m.ContactPage,
    ['site'],
  ),
  '/privacy': lazy(
    () => import('../features/site/privacy-page'),
    (m) => m.PrivacyPage,
    ['site'],
  ),
  '/new-game': lazy(
    () => import('../features/rooms/new-game-page'),
    (m) => m.NewGamePage,
    ['room'],
  ),
  '/new-retro': lazy(
    () => import('../features/retro/new-retro-page'),
    (m) => m.NewRetroPage,
    ['retro'],
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
  '/retro': lazy(
    () => import('../features/retro/retro-page'),
    (m) => m.RetroPage,
    ['retro'],
  ),
  '/dashboard': lazy(
    () => import('../features/dashboard/dashboard-page'),
    (m) => m.DashboardPage,
    ['account'],
  ),
  '/profile': lazy(
    () => import('../features/profile/profile-page'),
    (m) => m.ProfilePage,
    ['account'],
  ),
  '/rooms': lazy(
    () => import('../features/rooms/rooms-page'),
    (m) => m.RoomsPage,
    ['account'],
  ),
  '/teams': lazy(
    () => import('../features/teams/teams-page'),
    (m) => m.TeamsPage,
    ['teams'],
  ),
  '/teams/:team': lazy(
    () => import('../features/teams/team-page'),
    (m) => m.TeamPage,
    ['teams'],
  ),
  '/teams/join/:token': lazy(
    () => import('../features/teams/team-join-page'),
    (m) => m.TeamJoinPage,
    ['teams'],
  ),
  '/rooms/:room': lazy(
    () => import('../features/estimation/room-page'),
    (m) => m.RoomPage,
    ['room', 'jira'],
  ),
  '/retro/:retro': lazy(
    () => import('../features/retro/board/retro-board-page'),
    (m) => m.RetroBoardPage,
    ['room', 'retro'],
  ),
  '/admin': lazy(
    () => import('../features/admin/admin-overview-page'),
    (m) => m.AdminOverviewPage,
    ['admin'],
  ),
  '/admin/users': lazy(
    () => import('../features/admin/admin-users-page'),
    (m) => m.AdminUsersPage,
    ['admin'],
  ),
  '/admin/feedback': lazy(
    () => import('../features/admin/admin-feedback-page'),
    (m) => m.AdminFeedbackPage,
    ['admin'],
  ),
  '/admin/teams': lazy(
    () => import('../features/admin/admin-teams-page'),
    (m) => m.AdminTeamsPage,
    ['admin'],
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
    ['admin'],
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
