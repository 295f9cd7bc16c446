import { QueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-api/http';

const clientIds = new WeakMap<QueryClient, string>();

/** The shell creates the one QueryClient; remotes reach it through the shared react-query. */
export function createAppQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status !== undefined && error.status < 500) &&
          failures < 2,
      },
    },
  });
  clientIds.set(client, Math.random().toString(36).slice(2));
  return client;
}

/** A stable id per client, so tests can prove every app reads the same one. */
export function queryClientId(client: QueryClient): string {
  return clientIds.get(client) ?? 'unknown';
}
