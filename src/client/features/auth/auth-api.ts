import type { Profile } from '../../../shared/api/profile';
import { api } from '../../lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
}

export const authApi = {
  signIn: (input: SignInInput) => api.post('/auth/sign-in/email', input),
  signUp: (input: SignUpInput) => api.post('/auth/sign-up/email', input),
  /**
   * Ends the session here; for an account that came from a company provider offering it, the
   * answer's `url` signs out there too, which the person is offered, not sent to.
   */
  signOut: () => api.post<{ url?: unknown }>('/auth/sign-out', { disableRedirect: true, callbackURL: '/' }),
  /** The answer is the same whether or not an account uses the email. */
  requestPasswordReset: (email: string) => api.post('/auth/request-password-reset', { email }),
  resetPassword: (token: string, newPassword: string) =>
    api.post('/auth/reset-password', { token, newPassword }),
  /** A guest is an anonymous session that gets its display name right after. */
  signInAsGuest: async (name: string): Promise<Profile> => {
    await api.post('/auth/sign-in/anonymous', {});
    return api.patch<Profile>('/profile', { displayName: name });
  },
};
