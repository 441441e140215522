import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { Profile } from '../../../shared/api/profile';
import { authApi, type SignInInput, type SignUpInput } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { refreshSession, SESSION_QUERY_KEY } from './session';
import { loadMessages, useTranslation } from '../../lib/i18n';
import type { TFunction } from '../../lib/i18n';

/** Queries that belong to no user survive a sign-out; everything else was fetched for the old user. */
const USER_INDEPENDENT_QUERIES = new Set<unknown>(['version', SESSION_QUERY_KEY[0]]);

function welcome(profile: Profile | null, t: TFunction) {
  if (!profile) return;
  // Errors from earlier attempts no longer apply.
  toast.dismiss();
  toast.success(t('auth.welcome', { name: profile.displayName }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await authApi.signIn(input);
      return refreshSession(queryClient);
    },
    onSuccess: (profile) => welcome(profile, t),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await authApi.signUp(input);
      return refreshSession(queryClient);
    },
    onSuccess: (profile) => welcome(profile, t),
  });
}

export function useGuestSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (name: string) => authApi.signInAsGuest(name),
    onSuccess: (profile) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, profile);
      welcome(profile, t);
    },
    // The anonymous session may exist even when naming it failed; show whatever the server has.
    onError: () => void refreshSession(queryClient).catch(() => undefined),
  });
}

/** Marks the navigation that follows a sign-out; useFinishSignOut does the clean-up once it lands. */
interface SignedOutState {
  signedOut: true;
  /** Where signing out at the company's provider too is offered, when it offers that. */
  providerLogout?: string;
}

export function useSignOut() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => authApi.signOut(),
    // Clearing the session here would let the guard of the page still on screen bounce to sign-in
    // before home renders, so the clean-up waits for home (see useFinishSignOut).
    onSuccess: (answer) => {
      const state: SignedOutState = { signedOut: true };
      if (typeof answer?.url === 'string' && /^https?:\/\//.test(answer.url))
        state.providerLogout = answer.url;
      return navigate('/', { state });
    },
    onError: (error) => toast.error(authErrorMessage(error, t)),
  });
}

/** How long the offer to sign out at the provider too stays on screen. */
const PROVIDER_LOGOUT_OFFER_MS = 15_000;

/** Runs in the app shell: once the page after a sign-out is on screen, forget the old user. */
export function useFinishSignOut() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const state = location.state as Partial<SignedOutState> | null;
  const signedOut = state?.signedOut === true;
  const providerLogout = state?.providerLogout;

  useEffect(() => {
    if (!signedOut) return;
    queryClient.removeQueries({ predicate: (query) => !USER_INDEPENDENT_QUERIES.has(query.queryKey[0]) });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    if (!providerLogout) toast.success(t('auth.signedOut'), { id: 'signed-out' });
    // The offer's words come with the provider's other strings, only to those who came from one.
    else
      void loadMessages(['sso']).then(() =>
        toast.success(t('auth.signedOut'), {
          id: 'signed-out',
          duration: PROVIDER_LOGOUT_OFFER_MS,
          action: { label: t('sso.signOutProvider'), onClick: () => window.location.assign(providerLogout) },
        }),
      );
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [
    signedOut,
    providerLogout,
    queryClient,
    navigate,
    location.pathname,
    location.search,
    location.hash,
    t,
  ]);
}
