/** One visit of a page in a fresh browser context: what `pnpm bench` records of the home page. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';

/** A good mobile connection, as Chromium's DevTools would throttle it. */
const THROTTLED = {
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
};

export interface Run {
  firstCardMs: number;
  scripts: string[];
  wireBytes: number;
}

export async function measure(browser: Browser, url: string, throttled: boolean): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The moment the first card is in the document, seen from the page itself.
  // (A string: tsx would wrap a function's inner names in a helper the page does not have.)
  await page.addInitScript(`
    new MutationObserver((records, observer) => {
      if (!document.querySelector('article')) return;
      window.firstCard = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED });
  }
  const scripts: string[] = [];
  let wireBytes = 0;
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    scripts.push(pathname);
    void request.sizes().then((sizes) => {
      wireBytes += sizes.responseBodySize;
    });
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(url);
  await page
    .waitForFunction(() => 'firstCard' in window, undefined, { timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`${url}: no job card (${problems.join('; ') || String(error)})`);
    });
  const firstCardMs = await page.evaluate(
    () => (window as unknown as { firstCard: number }).firstCard,
  );
  await page.waitForLoadState('networkidle');
  await context.close();
  return { firstCardMs, scripts, wireBytes };
}

/** The value `fraction` of the way through the sorted values: 0.5 is the median. */
export const quantile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * fraction)] ?? 0;
};

export const median = (values: number[]) => quantile(values, 0.5);

/**
 * How far to trust a ratio of two medians, when runs on a busy 2-core machine swing by a fifth:
 * the middle 90% of the ratios found by resampling each side's runs with replacement. The seed is
 * fixed, so the same runs always give the same interval.
 */
export function ratioInterval(
  runs: number[],
  reference: number[],
  rounds = 2000,
): [number, number] {
  let seed = 1;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const resample = (values: number[]) =>
    values.map(() => values[Math.floor(random() * values.length)] ?? 0);
  const ratios = Array.from(
    { length: rounds },
    () => median(resample(runs)) / (median(resample(reference)) || 1),
  );
  return [quantile(ratios, 0.05), quantile(ratios, 0.95)];
}

export const gzippedBytes = (root: string, scripts: string[]) =>
  [...new Set(scripts)].reduce(
    (sum, script) =>
      sum + zlib.gzipSync(fs.readFileSync(path.join(root, script)), { level: 6 }).length,
    0,
  );
