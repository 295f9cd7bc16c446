import { createAppQueryClient } from 'shared-api/query-client';

/** The app's QueryClient for screen tests: the same defaults, but a failure is final at once. */
export function createTestQueryClient() {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}
