import type { ModuleName, RemoteName } from '../federation/remote-modules';
import { seekerScreenFor } from './seeker-screens';

/** The recruiter's pages, all served by its dashboard module (AppRoutes). */
export const dashboardPath = '/dashboard/*';

/** A remote's module, as the remote loader names it. */
export type ScreenModule = { [R in RemoteName]: { remote: R; module: ModuleName<R> } }[RemoteName];

/**
 * The remote module the opened page shows, downloaded ahead of time at start-up: a job seeker
 * screen, or the recruiter's dashboard for `/dashboard` and every page under it. Matched without
 * the router, as `seekerScreenFor` is; a test holds it to the router's answers.
 */
export function startScreenFor(pathname: string): ScreenModule | undefined {
  const seeker = seekerScreenFor(pathname);
  if (seeker) return { remote: 'seeker', module: seeker };
  const [first] = pathname.toLowerCase().split('/').filter(Boolean);
  return first === 'dashboard' ? { remote: 'recruiter', module: './dashboard' } : undefined;
}
