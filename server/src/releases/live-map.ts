import type { RemoteEntries } from '../../../federation.shared';
import { RELEASE_REMOTES, isRemoteName, type RegistryState, type RemoteName } from './registry';

/** The map the shell reads from the page (`<script id="release-map">`). */
export interface ReleaseMap {
  /** `token` lets this page's error beacons count for its version's canary judgement. */
  remotes: Partial<Record<RemoteName, { version: string; entry: string; token?: string }>>;
  overrides: string[];
}

/** What a browser brings: its bucket (0-99) if it has one, and its pins. */
export interface BrowserRelease {
  bucket: number | null;
  /** `remote@version` pins from its cookie. */
  pins: readonly string[];
  /** `?release=` values of this page's URL, each `remote@version[,remote@version]`. */
  asked: readonly string[];
}

export interface PageRelease {
  map: ReleaseMap;
  /** Each listed remote's entry, for the first paint and the page paths of that version. */
  entries: Partial<RemoteEntries>;
  bucket: number;
  /** The pins after this page's `?release=`, in the cookie's order. */
  pins: string[];
}

/** Whether a QA pin chose any of this page's versions: its shell is then cached apart. */
export const isPinned = (release: PageRelease | null): boolean => (release?.pins.length ?? 0) > 0;

const pinOf = (text: string): { remote: RemoteName; version: string } | null => {
  const at = text.lastIndexOf('@');
  const remote = text.slice(0, at);
  const version = text.slice(at + 1);
  return at > 0 && version && isRemoteName(remote) ? { remote, version } : null;
};

/**
 * Which version of each remote this browser gets: its pin (a QA override) first, then the
 * canary when its bucket is below the canary's share, then the stable one. A remote with none
 * of them is left to config.json. Pins of versions the registry does not have or rolled back are
 * dropped (a rolled-back pin in the cookie is cleared), `remote@live` removes that remote's pin.
 */
export function pageRelease(
  state: RegistryState,
  browser: BrowserRelease,
  newBucket: () => number,
): PageRelease {
  const pinned = new Map<RemoteName, string>();
  // A rolled-back version cannot be pinned: it went for a reason, and a link must not revive it.
  const known = (remote: RemoteName, version: string) => {
    const row = state.remotes.get(remote)?.versions.get(version);
    return row !== undefined && row.rolledBackAt === null;
  };
  for (const text of browser.pins) {
    const pin = pinOf(text);
    if (pin && known(pin.remote, pin.version)) pinned.set(pin.remote, pin.version);
  }
  for (const text of browser.asked.flatMap((value) => value.split(','))) {
    const pin = pinOf(text.trim());
    if (!pin) continue;
    if (pin.version === 'live') pinned.delete(pin.remote);
    else if (known(pin.remote, pin.version)) pinned.set(pin.remote, pin.version);
  }
  const bucket = browser.bucket ?? newBucket();
  const remotes: ReleaseMap['remotes'] = {};
  for (const name of RELEASE_REMOTES) {
    const remote = state.remotes.get(name);
    if (!remote) continue;
    const pin = pinned.get(name);
    const chosen = pin
      ? remote.versions.get(pin)
      : remote.canary && bucket < remote.canary.percent
        ? remote.canary
        : remote.stable;
    if (chosen) remotes[name] = { version: chosen.version, entry: chosen.entry };
  }
  const pins = [...pinned].map(([remote, version]) => `${remote}@${version}`);
  const entries = Object.fromEntries(
    Object.entries(remotes).map(([name, live]) => [name, live.entry]),
  ) as Partial<RemoteEntries>;
  return { map: { remotes, overrides: pins }, entries, bucket, pins };
}
