import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile, SessionResponse } from '../../../shared/api/profile';
import { api } from '../../lib/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in user, or null when nobody is. */
export async function fetchSession(signal?: AbortSignal): Promise<Profile | null> {
  const { profile } = await api.get<SessionResponse>('/session', { signal });
  return profile;
}

export function refreshSession(queryClient: QueryClient): Promise<Profile | null> {
  return queryClient.fetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
  });
}

const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSession(signal),
  staleTime: 5 * 60_000,
};

/** Asks who is signed in at boot, beside the page's files, instead of after the first render. */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQuery);
}

export interface Session {
  user: Profile | null;
  /** False until the first check has answered, so nothing flashes the signed-out state. */
  userLoaded: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, userLoaded: query.status !== 'pending' };
}
