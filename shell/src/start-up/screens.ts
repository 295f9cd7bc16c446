import { matchRoutes } from 'react-router-dom';
import { CONTRACT_2_SCREENS, type RemoteScreen } from '../../../federation.exposed-files';
import type { RemoteName } from '../federation/remotes';

/** A page of a remote, routed by the shell. */
export interface AppScreen extends RemoteScreen {
  remote: RemoteName;
}

// Typed here: a remote this shell runs must have its frozen pages.
const contract2Screens: Record<RemoteName, readonly RemoteScreen[]> = CONTRACT_2_SCREENS;

/** The shell's own pages, routed beside the remotes' ones. */
export const shellPaths = {
  signIn: '/sign-in',
  // The pages a mailed link opens (the server's SHELL_PAGES lists them too).
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** Every remote's screens, from their manifests (null: listed none). */
export function appScreens(listed: Record<RemoteName, RemoteScreen[] | null>): AppScreen[] {
  return (Object.keys(listed) as RemoteName[]).flatMap((remote) =>
    (listed[remote] ?? contract2Screens[remote]).map((screen) => ({ ...screen, remote })),
  );
}

/**
 * The screen the router shows for `pathname`, matched by the router itself with the shell's own
 * pages beside the screens, so the early start and the routes always agree.
 */
export function screenFor(screens: readonly AppScreen[], pathname: string): AppScreen | undefined {
  const routes = [
    ...screens.map((screen) => ({ path: screen.path, screen })),
    ...Object.values(shellPaths).map((path) => ({ path, screen: undefined })),
  ];
  return matchRoutes(routes, pathname)?.at(-1)?.route.screen;
}
