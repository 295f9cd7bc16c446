/**
 * The shell's first script. It runs while the federation runtime and the shared packages are
 * still downloading (a quarter of a second on a fast network, measured by `pnpm bench`), and
 * uses that time to ask for the config and for the files of the remote screen the page shows
 * (a job seeker screen, or the recruiter's dashboard), which would otherwise be found one import
 * at a time after the shell has started.
 */
import { startScreenFor } from './app/start-screen';
import { requestConfig } from './federation/config-request';
import { field } from './federation/json-field';
import { preloadRemote, remoteEntryHref } from './federation/preload-remote';

const screen = startScreenFor(window.location.pathname);
requestConfig()
  .then((config) => {
    // Only the screen's remote entry is read here; main.tsx checks the whole config.
    const entry = screen && field(field(config, 'remotes'), screen.remote);
    if (screen && typeof entry === 'string') {
      return preloadRemote(remoteEntryHref(entry), ['./federation-contract', screen.module]);
    }
  })
  // main.tsx reports a config that does not load; a failed preload costs only the time it saves.
  .catch(() => {});
