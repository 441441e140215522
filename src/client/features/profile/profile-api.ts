import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../shared/api/avatar';
import type { Profile, ProfilePatch } from '../../../shared/api/profile';
import { api, ApiError } from '../../lib/api-client';
import { lazyRules } from '../../lib/lazy-rules';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { SESSION_QUERY_KEY } from '../auth';

/**
 * The profile's rules and the server's answers' shapes, fetched (zod with them) when something is
 * saved rather than with the page.
 */
export const profileRules = lazyRules(() => import('./profile-rules'));
export type ProfileRules = Awaited<ReturnType<typeof profileRules.load>>;
const profileAnswer = profileRules.schema((rules) => rules.profileSchema);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => api.patch('/profile', patch, { schema: profileAnswer }),
    // Switches and sliders move at once; a refusal puts the old values back.
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      const previous = queryClient.getQueryData<Profile | null>(SESSION_QUERY_KEY);
      if (previous) queryClient.setQueryData(SESSION_QUERY_KEY, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(SESSION_QUERY_KEY, context.previous);
    },
    onSuccess: (profile) => queryClient.setQueryData(SESSION_QUERY_KEY, profile),
  });
}

export type AvatarProblem = 'wrongType' | 'tooBig';

/** Checked before uploading, so an obviously wrong file gets its message without a round trip. */
export function avatarProblem(file: File): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooBig';
  return null;
}

/** The image goes up as raw bytes (the API client speaks JSON only); the server checks it again. */
async function uploadAvatar(file: File): Promise<Profile> {
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiBaseUrl}/profile/avatar`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': file.type, Accept: 'application/json' },
      body: file,
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  const { profileSchema, apiErrorBodySchema } = await profileRules.load();
  if (response.ok) return profileSchema.parse(body);
  const parsed = apiErrorBodySchema.safeParse(body);
  if (parsed.success) throw new ApiError(response.status, parsed.data.code, parsed.data.message);
  throw new ApiError(
    response.status,
    `HTTP_${response.status}`,
    `Upload failed with status ${response.status}`,
  );
}

export function useAvatar() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Profile) => queryClient.setQueryData(SESSION_QUERY_KEY, profile);
  const upload = useMutation({ mutationFn: uploadAvatar, onSuccess });
  const remove = useMutation({
    mutationFn: () => api.delete('/profile/avatar', { schema: profileAnswer }),
    onSuccess,
  });
  return { upload, remove };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      api.post('/auth/change-password', { ...input, revokeOtherSessions: true }),
  });
}

/** After deleting, the visitor lands on the home page, and only then is the old user forgotten. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete('/profile'),
    onSuccess: async () => {
      // Forgetting the session first would let this page's guard send the visitor to sign-in.
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'version' });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}

const SIGN_IN_METHODS_KEY = ['profile', 'sign-in-methods'] as const;
const methodsAnswer = profileRules.schema((rules) => rules.signInMethodsSchema);

/** The password and company providers linked to the account (asked only where a provider is set up). */
export function useSignInMethods(enabled: boolean) {
  return useQuery({
    queryKey: SIGN_IN_METHODS_KEY,
    queryFn: ({ signal }) => api.get('/profile/sign-in-methods', { signal, schema: methodsAnswer }),
    enabled,
  });
}

export function useRemoveSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/profile/sign-in-methods/${encodeURIComponent(id)}`, { schema: methodsAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(SIGN_IN_METHODS_KEY, answer),
  });
}
