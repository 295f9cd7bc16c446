import { QueryClient } from '@tanstack/react-query';
import { isApiError } from 'shared-api/http';

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

/**
 * Which session a query or mutation speaks for. A 401 on one of them means that session is
 * over: the shell drops it (see the shell's query-error watcher).
 */
export interface AppQueryMeta extends Record<string, unknown> {
  session?: 'company' | 'seeker';
}

/** How a session ends: a person's Logout, or the server's 401 (`tokenRefused`). */
export interface SessionEnd {
  /** The server already refuses the token, so there is no point asking it to. */
  tokenRefused?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
