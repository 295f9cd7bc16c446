import type { FastifyInstance } from 'fastify';
import { EXPOSED_FILES } from '../../../federation.exposed-files';

const FETCH_TIMEOUT_MS = 5_000;

/**
 * A file as a browser would get it: a path of this process is asked of the app itself (no
 * socket, so it works before the server listens and in tests), a URL is fetched.
 */
async function readText(
  app: FastifyInstance,
  location: string,
  siteUrl: string | undefined,
): Promise<string | null> {
  if (location.startsWith('/') && siteUrl)
    return readText(app, new URL(location, siteUrl).href, undefined);
  if (location.startsWith('/')) {
    const res = await app.inject({ method: 'GET', url: location });
    return res.statusCode === 200 ? res.body : null;
  }
  try {
    const res = await fetch(location, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { 'cache-control': 'no-cache' },
    });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/**
 * Why an entry cannot be registered, or null when it answers and its manifest parses. A path is
 * read from `siteUrl` when the apps are on a static host there, else from this process.
 */
export async function entryProblem(
  app: FastifyInstance,
  entry: string,
  siteUrl?: string,
): Promise<string | null> {
  if ((await readText(app, entry, siteUrl)) === null) return `The entry ${entry} does not answer`;
  const manifestUrl = entry.replace(/[^/]*$/, EXPOSED_FILES);
  const manifest = await readText(app, manifestUrl, siteUrl);
  if (manifest === null) return `The manifest ${manifestUrl} does not answer`;
  try {
    const parsed: unknown = JSON.parse(manifest);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return null;
  } catch {
    // the same answer as a manifest of another shape
  }
  return `The manifest ${manifestUrl} is not a JSON object`;
}
