import { EXPOSED_FILES, type RemoteScreen } from '../../../federation.exposed-files';
import { remoteNames, type RemoteName } from '../federation/remotes';
import { field } from './json-field';

const requests = new Map<string, Promise<unknown>>();

/**
 * A remote's manifest (exposed-files.json beside its entry: its screens and the files of each
 * exposed module), asked for once per page. Resolves to null when it does not load: the remote
 * is then routed as a contract-2 build and its own loading reports what is wrong.
 */
export function requestManifest(entryHref: string): Promise<unknown> {
  let request = requests.get(entryHref);
  if (!request) {
    request = fetch(new URL(EXPOSED_FILES, entryHref))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .catch(() => null);
    requests.set(entryHref, request);
  }
  return request;
}

const isScreen = (value: unknown): value is RemoteScreen => {
  const path = field(value, 'path');
  const module = field(value, 'module');
  const ownHeader = field(value, 'ownHeader');
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    typeof module === 'string' &&
    module.startsWith('./') &&
    (ownHeader === undefined || ownHeader === 'company')
  );
};

/**
 * The screens a manifest lists, or null when it lists none: built before manifests named
 * screens (contract 2), or not loaded. A screen this shell cannot read is left out.
 */
export function screensOf(manifest: unknown): RemoteScreen[] | null {
  const screens = field(manifest, 'screens');
  return Array.isArray(screens) ? screens.filter(isScreen) : null;
}

/** Each remote's listed screens, by the address of its entry (null: no address to ask). */
export async function listedScreens(
  entries: Record<RemoteName, string | null>,
): Promise<Record<RemoteName, RemoteScreen[] | null>> {
  const [seeker = null, recruiter = null] = await Promise.all(
    remoteNames.map(async (name) => {
      const href = entries[name];
      return href ? screensOf(await requestManifest(href)) : null;
    }),
  );
  return { seeker, recruiter };
}
