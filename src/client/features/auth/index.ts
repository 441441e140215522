/**
 * What other features and the app shell may use from auth; the rest of this folder is internal.
 * Only what the first paint needs is here: the components, and the libraries they bring (menus,
 * forms), come from ./widgets, so they load with the pages that show them.
 */
export { prefetchSession, useSession, SESSION_QUERY_KEY, type Session } from './session';
export { safeRedirect, signInPath } from './safe-redirect';
export { useFinishSignOut, useGuestSignIn } from './use-auth-actions';
