/**
 * The route table of SPEC.md §2. The server answers 404 for any path outside it, and the client
 * builds its router from the same list, so the two can never disagree about what exists.
 */
export type LayoutName = 'default' | 'account' | 'room' | 'admin';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  /** Signed-out visitors are sent to sign-in and back. */
  requiresAuth: boolean;
  requiresAdmin: boolean;
}

const route = (path: string, layout: LayoutName, requiresAuth = false, requiresAdmin = false): AppRoute => ({
  path,
  layout,
  requiresAuth,
  requiresAdmin,
});

export const APP_ROUTES = [
  route('/', 'default'),
  route('/about-us', 'default'),
  route('/contact-us', 'default'),
  route('/privacy', 'default'),
  route('/new-game', 'default'),
  route('/new-retro', 'default'),
  route('/sign-in', 'default'),
  route('/sign-up', 'default'),
  // Getting back into an account: asking for a reset link, and the page the link opens.
  route('/forgot-password', 'default'),
  route('/reset-password', 'default'),
  route('/retro', 'account', true),
  route('/dashboard', 'account', true),
  route('/profile', 'account', true),
  route('/rooms', 'account', true),
  route('/teams', 'account', true),
  route('/teams/:team', 'account', true),
  // An invitation link: whoever opens it signs in first and comes back to join.
  route('/teams/join/:token', 'account', true),
  // A room link must work for people without an account: the page offers to join as a guest.
  route('/rooms/:room', 'room'),
  // A retro's link works the same way, on the same full-screen layout.
  route('/retro/:retro', 'room'),
  route('/admin', 'admin', true, true),
  route('/admin/users', 'admin', true, true),
  route('/admin/feedback', 'admin', true, true),
  route('/admin/teams', 'admin', true, true),
] as const satisfies readonly AppRoute[];

/**
 * Pages whose first paint is the same for every visitor and holds nothing to type into: the build
 * renders them to HTML in each language, and the server sends that HTML so their text paints
 * before the app's JavaScript arrives.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about-us',
  '/privacy',
] as const satisfies readonly (typeof APP_ROUTES)[number]['path'][];

/**
 * Who a prerendered page is for: anyone (who is signed in is not known until the app asks, so the
 * account corner waits), or a visitor the server knows to be signed out (no session cookie), who
 * gets the page without the app.
 */
export const PRERENDER_AUDIENCES = ['anyone', 'visitor'] as const;
export type PrerenderAudience = (typeof PRERENDER_AUDIENCES)[number];

/** Where the build writes a prerendered page, under its output folder. */
export function prerenderedFile(
  locale: string,
  pathname: string,
  audience: PrerenderAudience = 'anyone',
): string {
  return `${audience === 'visitor' ? 'visitor/' : ''}${locale}${pathname === '/' ? '/index' : pathname}.html`;
}

const PARAM_SEGMENT = /^:[a-zA-Z]+$/;
const SAFE_PARAM_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => {
    const actual = got[i] ?? '';
    return PARAM_SEGMENT.test(segment) ? SAFE_PARAM_VALUE.test(actual) : segment === actual;
  });
}

/** Finds the route a browser path belongs to; a trailing slash is tolerated, query and hash are ignored. */
export function matchAppRoute(rawPath: string): AppRoute | undefined {
  const path = rawPath.split(/[?#]/)[0] ?? '/';
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return APP_ROUTES.find((r) => matches(r.path, normalized));
}

export const notFoundMessage = (path: string): string => `Page Not Found: ${path}`;
