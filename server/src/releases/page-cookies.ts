import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scriptJson } from '../pages/page-head';
import { appendVary } from '../platform/vary';
import type { ReleaseMap } from './live-map';

export const BUCKET_COOKIE = 'release_bucket';
export const OVERRIDE_COOKIE = 'release_override';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie of the request, or undefined: no library, two names to read. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function bucketOf(request: FastifyRequest): number | null {
  const text = cookieOf(request, BUCKET_COOKIE);
  return text !== undefined && /^\d{1,2}$/.test(text) ? Number(text) : null;
}

export function pinsOf(request: FastifyRequest): string[] {
  return (cookieOf(request, OVERRIDE_COOKIE) ?? '').split(',').filter(Boolean);
}

export const newBucket = () => randomInt(100);

/** `?release=` values of the page's URL. */
export function askedOf(request: FastifyRequest): string[] {
  const query = request.url.split('?')[1];
  return query ? new URLSearchParams(query).getAll('release') : [];
}

/**
 * First-party, HttpOnly (the shell reads the map, never the cookies), Lax: a random bucket for a
 * year, and the versions QA pinned for the browser session only (maxAge null), so a pin a link
 * once set does not stay for good. Nothing about the person.
 */
function cookie(
  request: FastifyRequest,
  name: string,
  value: string,
  maxAge: number | null,
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const age = maxAge === null ? '' : `; Max-Age=${maxAge}`;
  return `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax; HttpOnly${secure}`;
}

/**
 * Sets the cookies that change (a new bucket, other pins; none pinned deletes it); the page then
 * varies by them and is this browser's own.
 */
export function sendReleaseCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  { bucket, pins }: { bucket: number | null; pins: string[] | null },
): void {
  const set: string[] = [];
  if (bucket !== null) set.push(cookie(request, BUCKET_COOKIE, String(bucket), YEAR_SECONDS));
  if (pins !== null)
    set.push(cookie(request, OVERRIDE_COOKIE, pins.join(','), pins.length > 0 ? null : 0));
  if (set.length > 0) reply.header('set-cookie', set);
  appendVary(reply, 'Cookie');
}

/**
 * The map as the first element of the head's scripts, so it is there before any of the shell's
 * runs; no map at all when it lists nothing.
 */
export function withReleaseMap(html: string, map: ReleaseMap | undefined): string {
  if (!map || (Object.keys(map.remotes).length === 0 && map.overrides.length === 0)) return html;
  const tag = `<script id="release-map" type="application/json">${scriptJson(map)}</script>\n    `;
  const headEnd = html.search(/<\/head>/i);
  const firstScript = html.search(/<script\b/i);
  const at = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  return at < 0 ? html : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}
