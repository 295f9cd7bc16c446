import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteEntries } from '../../../federation.shared';
import { SiteShell } from './site-shell';

const FETCH_TIMEOUT_MS = 5_000;

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { 'cache-control': 'no-cache' },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** The shell on a static host at `siteUrl`: everything read from there (SERVE_WEB_APPS=false). */
export function hostedShell(siteUrl: string): SiteShell {
  const read = (location: string) => fetchText(new URL(location, `${siteUrl}/`).href);
  return new SiteShell(read, async () => {
    const config = JSON.parse(await read('/config.json')) as { remotes?: RemoteEntries };
    if (!config.remotes) throw new Error(`${siteUrl}/config.json names no remotes`);
    return config.remotes;
  });
}

/**
 * The shell and remotes this process serves from their build folders (`/` from `shell/dist`,
 * `/seeker/` and `/recruiter/` from theirs); a remote moved elsewhere by REMOTE_ENTRIES is read
 * from where it is.
 */
export function servedShell(
  dists: readonly { prefix: string; dir: string }[],
  remotes: RemoteEntries,
  /** Where the published versions served at /releases/ are (issue 41). */
  releasesDir?: string | null,
): SiteShell {
  const read = async (location: string) => {
    if (!location.startsWith('/')) return fetchText(location);
    if (location.startsWith('/releases/')) {
      if (!releasesDir) throw new Error(`No folder serves ${location}`);
      const file = path.resolve(releasesDir, `.${decodeURIComponent(location.slice(9))}`);
      if (!file.startsWith(path.resolve(releasesDir) + path.sep))
        throw new Error(`${location} is outside the releases`);
      return readFile(file, 'utf8');
    }
    const dist =
      dists.find(({ prefix }) => location.startsWith(prefix) && prefix !== '/') ??
      dists.find(({ prefix }) => prefix === '/');
    if (!dist) throw new Error(`No build serves ${location}`);
    return readFile(path.join(dist.dir, location.slice(dist.prefix.length)), 'utf8');
  };
  // Files of this process change only with a new build and a restart.
  return new SiteShell(read, async () => remotes, Number.POSITIVE_INFINITY);
}
