/** What other features and the app shell may use from auth; the rest of this folder is internal. */
export { useSession, SESSION_QUERY_KEY, type Session } from './session';
export { safeRedirect, signInPath } from './safe-redirect';
export { UserMenu } from './user-menu';
export { SignOutButton } from './sign-out-button';
export { useFinishSignOut } from './use-auth-actions';
export { GuestForm } from './guest-form';
export { SaveAccountCard } from './save-account-card';
export { useGuestSignIn } from './use-auth-actions';
export { JoinByLink } from './join-by-link';
