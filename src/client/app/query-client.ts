import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/**
 * The API client already repeats the requests worth repeating, and a 4xx will not change on its
 * own, so queries only get one more try when the network itself failed.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.status === 0 && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Query failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
