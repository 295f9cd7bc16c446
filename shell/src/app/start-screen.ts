import type { ModuleName, RemoteName } from '../federation/remote-modules';
import { matchesPath, seekerScreenFor } from './seeker-screens';

/** The recruiter's pages, all served by its dashboard module (AppRoutes). */
export const dashboardPath = '/dashboard/*';

/** A remote's module, as the remote loader names it. */
export type ScreenModule = { [R in RemoteName]: { remote: R; module: ModuleName<R> } }[RemoteName];

/**
 * The remote module the opened page shows, downloaded ahead of time at start-up: a job seeker
 * screen, or the recruiter's dashboard for `/dashboard` and every page under it.
 */
export function startScreenFor(pathname: string): ScreenModule | undefined {
  const seeker = seekerScreenFor(pathname);
  if (seeker) return { remote: 'seeker', module: seeker };
  return matchesPath(dashboardPath, pathname)
    ? { remote: 'recruiter', module: './dashboard' }
    : undefined;
}
