import type { QueryClient } from '@tanstack/react-query';
import { homeJobListParams, parseJobSearch } from 'shared-api/jobs/home-search';
import { jobListQuery } from 'shared-api/jobs/list-jobs';
import { loadRemoteModule } from '../federation/remote-modules';
import { screenFor, type AppScreen } from './screens';

/**
 * Starts what the opened page's remote screen needs as soon as the config has arrived, before
 * React renders: the screen and, on the job seeker's home page, its page of jobs. The screen
 * then shows with the shell, its jobs already on the way, instead of asking for them once it
 * has loaded (docs/performance.md, "Start-up").
 * Returns a promise that settles, never rejecting, once the screen has loaded or failed: boot.tsx
 * waits for it, for a while, before the first render.
 */
export function preloadScreen(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  screens: readonly AppScreen[],
  queryClient: QueryClient,
): Promise<void> {
  const screen = screenFor(screens, pathname);
  if (!screen) return Promise.resolve();
  const loading = loadRemoteModule(screen.remote, screen.module);
  if (screen.remote === 'seeker' && screen.module === './home') {
    // The screen's own query takes this answer, or asks again and shows the error.
    const jobs = homeJobListParams(parseJobSearch(new URLSearchParams(search)));
    queryClient.query(jobListQuery(jobs)).catch(() => {});
  }
  // A failure is kept by remote-modules and shown by the screen's own view.
  return loading.then(
    () => {},
    () => {},
  );
}
