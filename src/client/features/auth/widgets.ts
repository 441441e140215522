/** Auth's components for other features' pages; each page that shows one loads it with itself. */
export { SignOutButton } from './sign-out-button';
export { GuestForm } from './guest-form';
export { SaveAccountCard } from './save-account-card';
export { JoinByLink } from './join-by-link';
