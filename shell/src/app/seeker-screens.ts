import type { ModuleName } from '../federation/remote-modules';

/** The job seeker's pages: routed by AppRoutes, and downloaded ahead of time at start-up. */
export const seekerScreens = [
  ['/', './home'],
  ['/apply-jobs/:id', './job-detail'],
  ['/applications', './applications'],
] as const satisfies readonly (readonly [string, ModuleName<'seeker'>])[];

/**
 * Whether the router would match `pathname` with `pattern` (case-insensitive, a trailing slash
 * allowed, `:name` for one segment, a last `*` for any rest). Written out rather than taken from
 * the router so that the early start downloads no router; tests hold the two to the same answers.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const parts = pattern.split('/').filter(Boolean);
  const rest = parts.at(-1) === '*';
  const fixed = rest ? parts.slice(0, -1) : parts;
  return (
    (rest ? fixed.length <= segments.length : fixed.length === segments.length) &&
    fixed.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** The seeker screen a path shows, if any. */
export const seekerScreenFor = (pathname: string): ModuleName<'seeker'> | undefined =>
  seekerScreens.find(([pattern]) => matchesPath(pattern, pathname))?.[1];
