import type { ModuleName } from '../federation/remote-modules';

/** The job seeker's pages: routed by AppRoutes, and downloaded ahead of time at start-up. */
export const seekerScreens = [
  ['/', './home'],
  ['/apply-jobs/:id', './job-detail'],
  ['/applications', './applications'],
] as const satisfies readonly (readonly [string, ModuleName<'seeker'>])[];

/**
 * The screen a path shows, matched as the router matches these patterns (case-insensitive, a
 * trailing slash allowed, `:name` for one segment). Written out rather than taken from the
 * router so that the early start downloads no router; a test holds the two to the same answers.
 */
export function seekerScreenFor(pathname: string): ModuleName<'seeker'> | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const screen = seekerScreens.find(([path]) => {
    const parts = path.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
  return screen?.[1];
}
