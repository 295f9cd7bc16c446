import { createHmac } from 'node:crypto';
import { addressKey } from '../accounts/login-throttle';

/**
 * User agents that announce a robot: crawlers, link previews, monitors and headless browsers.
 * A real browser run by a test (Playwright's Chromium says "Chrome", not "HeadlessChrome" in
 * its new headless mode) is a visitor like any other (decision 42).
 */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|preview|headless|facebookexternalhit|embedly|monitor|pingdom|lighthouse|curl|wget|python-requests|httpclient|go-http-client|okhttp|java\//i;

/** Whether a view from this user agent is a robot's, not counted. No user agent at all is one. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

/** The UTC day of `at`, `YYYY-MM-DD`. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The UTC day `days` before `day`. */
export function daysBefore(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);
}

/**
 * The day's salt for visitor hashes, derived from the server's secret and the date, so every
 * process agrees on it and it is never stored; a visitor cannot be followed from one day to the
 * next.
 */
export function daySalt(key: Uint8Array, day: string): Buffer {
  return createHmac('sha256', key).update(`job-views ${day}`).digest();
}

/** Who a visitor is for one day, without a cookie: their address and user agent, salted. */
export function visitorHash(salt: Uint8Array, ip: string, userAgent: string): string {
  return createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/**
 * Where a visitor comes from, for the day's limit of visitors per address: the address (an
 * IPv6 client by its /64, which it holds whole, as the sign-in throttle and the release
 * registry count it), salted as the visitor is, so it is never kept and means nothing the next
 * day.
 */
export function addressHash(salt: Uint8Array, ip: string): string {
  return createHmac('sha256', salt)
    .update(`address ${addressKey(ip)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A view noted, to be written. */
export interface JobView {
  jobId: string;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  visitor: string;
  /** The visitor's address, hashed with the day's salt. */
  address: string;
}

/**
 * The views a process has noted since its last write, each visitor once, and at most
 * `perAddress` visitors per address, job and day: the write would count no more, so a client
 * sending a new user agent with every request fills neither the batch nor the statement. No
 * visitor the write would count is left out: the visitors of an address already counted that
 * day are no more than the places it has taken.
 */
export function viewBatch(perAddress: number) {
  const views = new Map<string, JobView>();
  const perPlace = new Map<string, number>();
  return {
    views,
    /** Notes a view; `addressOf` is asked only for a visitor new to the batch. */
    note(jobId: string, day: string, visitor: string, addressOf: () => string): void {
      const id = `${jobId} ${day} ${visitor}`;
      if (views.has(id)) return;
      const address = addressOf();
      const place = `${jobId} ${day} ${address}`;
      const noted = perPlace.get(place) ?? 0;
      if (noted >= perAddress) return;
      perPlace.set(place, noted + 1);
      views.set(id, { jobId, day, visitor, address });
    },
  };
}
