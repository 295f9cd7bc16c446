/**
 * The shell's first script. It runs while the federation runtime and the shared packages are
 * still downloading (a quarter of a second on a fast network, measured by `pnpm bench`), and
 * uses that time to ask for the config and for the files of the job seeker screen the page
 * shows, which would otherwise be found one import at a time after the shell has started.
 */
import { seekerScreenFor } from './app/seeker-screens';
import { requestConfig } from './federation/config-request';
import { preloadRemote, remoteEntryHref } from './federation/preload-remote';

/** The seeker's entry, if the config names one; main.tsx checks the whole config. */
function seekerEntryOf(config: unknown): string | undefined {
  if (typeof config !== 'object' || config === null || !('remotes' in config)) return undefined;
  const { remotes } = config;
  if (typeof remotes !== 'object' || remotes === null || !('seeker' in remotes)) return undefined;
  return typeof remotes.seeker === 'string' ? remotes.seeker : undefined;
}

const screen = seekerScreenFor(window.location.pathname);
requestConfig()
  .then((config) => {
    const entry = seekerEntryOf(config);
    if (screen && entry) {
      return preloadRemote(remoteEntryHref(entry), ['./federation-contract', screen]);
    }
  })
  // main.tsx reports a config that does not load; a failed preload costs only the time it saves.
  .catch(() => {});
