import { QueryClient } from '@tanstack/react-query';
import { isApiError } from 'shared-api/http';
import './meta';

/** The shell creates the one QueryClient; remotes reach it through the shared react-query. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failures, error) =>
          !(isApiError(error) && error.status !== undefined && error.status < 500) && failures < 2,
      },
    },
  });
}
