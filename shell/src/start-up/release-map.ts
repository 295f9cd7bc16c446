/**
 * The live release map the API writes into the page (`<script id="release-map">`): the version
 * of each remote this browser runs (stable, its canary share, or a QA override), so the shell
 * loads it with no request of its own (docs/deploying.md, "Releases"). Read without zod, which
 * the early start does not download; a map this code cannot read counts as no map.
 */
import { remoteNames, type RemoteName } from '../federation/remotes';
import { field } from './json-field';

export interface ReleasedRemote {
  version: string;
  entry: string;
  /** This page's token for the version's telemetry (the API's canary judgement). */
  token?: string;
}

export interface ReleaseMap {
  /** Only remotes with a live registry entry; the others keep config.json's. */
  remotes: Partial<Record<RemoteName, ReleasedRemote>>;
  /** `remote@version` pins active for this browser. */
  overrides: string[];
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The map a page's script tag holds, checked field by field. */
export function parseReleaseMap(text: string | null | undefined): ReleaseMap {
  const map: ReleaseMap = { remotes: {}, overrides: [] };
  if (!text) return map;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return map;
  }
  const remotes = field(json, 'remotes');
  for (const name of remoteNames) {
    const remote = field(remotes, name);
    const version = field(remote, 'version');
    const entry = field(remote, 'entry');
    const token = field(remote, 'token');
    if (nonEmpty(version) && nonEmpty(entry))
      map.remotes[name] = { version, entry, ...(nonEmpty(token) ? { token } : {}) };
  }
  const overrides = field(json, 'overrides');
  if (Array.isArray(overrides)) {
    map.overrides = overrides.filter((pin): pin is string => nonEmpty(pin) && pin.includes('@'));
  }
  return map;
}

let cached: ReleaseMap | null = null;

/** This page's map, read once (the tag does not change while the page lives). */
export function releaseMap(): ReleaseMap {
  cached ??= parseReleaseMap(document.getElementById('release-map')?.textContent);
  return cached;
}

/** Forgets the page's map: for tests that write another one. */
export function resetReleaseMap(): void {
  cached = null;
}

/**
 * A remote's entry: the map's when it has one, else what config.json names. The preloads, the
 * manifests, the federation runtime and the retries all ask here, so they load the same files.
 */
export const releasedEntry = <T>(
  name: RemoteName,
  configured: T,
  map: ReleaseMap = releaseMap(),
): T | string => map.remotes[name]?.entry ?? configured;

/** The page's token for a remote's telemetry, when the map gives one. */
export const releasedToken = (
  name: RemoteName,
  map: ReleaseMap = releaseMap(),
): string | undefined => map.remotes[name]?.token;

/** The version a remote runs on this page: the map's, or `config` when config.json named it. */
export const releasedVersion = (name: RemoteName, map: ReleaseMap = releaseMap()): string =>
  map.remotes[name]?.version ?? 'config';
