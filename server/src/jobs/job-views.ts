import { createHmac } from 'node:crypto';

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
