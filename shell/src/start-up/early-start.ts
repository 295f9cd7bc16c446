/**
 * The shell's first script. It runs while the federation runtime and the shared packages are
 * still downloading, and uses that time to ask for the config, the remotes' manifests and the
 * files of the remote screen the page shows, which would otherwise be found one import at a
 * time after the shell has started (docs/performance.md, "Start-up").
 */
import { requestConfig } from './config-request';
import { field } from './json-field';
import { remoteEntryHref, remoteNames, type RemoteName } from '../federation/remotes';
import { preloadRemote } from './preload-remote';
import { releasedEntry } from './release-map';
import { listedScreens } from './remote-manifests';
import { appScreens, screenFor } from './screens';

async function preloadOpenedScreen(): Promise<void> {
  const remotes = field(await requestConfig(), 'remotes');
  // Only the remotes' entries are read here; boot.tsx checks the whole config. The page's
  // release map, when it names a remote, wins over config.json (release-map.ts).
  const entries = Object.fromEntries(
    remoteNames.map((name) => {
      const entry = releasedEntry(name, field(remotes, name));
      return [name, typeof entry === 'string' ? remoteEntryHref(entry) : null];
    }),
  ) as Record<RemoteName, string | null>;
  const screen = screenFor(appScreens(await listedScreens(entries)), window.location.pathname);
  const href = screen && entries[screen.remote];
  if (screen && href) await preloadRemote(href, ['./federation-contract', screen.module]);
}

// boot.tsx reports a config that does not load; a failed preload costs only the time it saves.
preloadOpenedScreen().catch(() => {});
