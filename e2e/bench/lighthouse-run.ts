/** One Lighthouse run of a page, reduced to what `pnpm bench` reports (e2e/bench/lighthouse.ts). */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { lcpBreakdown, tableRows } from './lcp-element';
import { mainThreadTime } from './main-thread-time';

/**
 * LIGHTHOUSE_SAVE=<folder> keeps each run's whole report, to open in the Lighthouse viewer, and
 * its trace (gzipped), to open in DevTools' Performance panel: which task ran what, for how long.
 */
const saveTo = process.env.LIGHTHOUSE_SAVE;

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** Scores out of 100; below these the bench fails, so a regression shows. */
export const targets: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export const metrics = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
export type Metric = keyof typeof metrics;

export interface LighthouseRun {
  scores: Record<Category, number>;
  /** Milliseconds, except CLS. */
  metrics: Record<Metric, number>;
  /** Audits that count towards a score and did not pass: id and what Lighthouse says of it. */
  failing: { id: string; text: string }[];
  /** Performance audits that score nothing but did not pass: where the paint waits. */
  hints: { id: string; text: string }[];
  /** The LCP element and its phases (TTFB, load delay, load time, render delay). */
  lcpBreakdown: string;
  /**
   * As observed, before Lighthouse's 4x: when the first paint was shown, and the main thread's
   * busy (wall) and CPU time in milliseconds, whose ratio says how much the machine's load
   * stretched the run (main-thread-time.ts).
   */
  observed: { firstPaint: number; busy: number; cpu: number };
}

/** The audits that weigh in a score (`weighed`) or that do not, of some categories. */
const auditIds = (lhr: Result, of: readonly Category[], weighed: boolean) =>
  new Set(
    of.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 === weighed)
        .map((ref) => ref.id),
    ),
  );

const described = (audit: Result['audits'][string]) => ({
  id: audit.id,
  text: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
});

/** Runs Lighthouse's default config (mobile, simulated throttling) against the open browser. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`${url}: Lighthouse gave no result`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (saveTo) {
    const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const name = `${page}-${Date.now()}.json`;
    fs.mkdirSync(saveTo, { recursive: true });
    fs.writeFileSync(path.join(saveTo, name), JSON.stringify(lhr));
    fs.writeFileSync(
      path.join(saveTo, name.replace(/\.json$/, '.trace.json.gz')),
      zlib.gzipSync(JSON.stringify(artifacts.Trace)),
    );
  }
  // The performance score weighs only the metrics, which are reported as figures.
  const scored = auditIds(
    lhr,
    categories.filter((c) => c !== 'performance'),
    true,
  );
  const unscored = auditIds(lhr, ['performance'], false);
  const notPassed = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 1,
  );
  const failing = notPassed.filter((audit) => scored.has(audit.id)).map(described);
  const hints = notPassed
    .filter((audit) => unscored.has(audit.id) && audit.scoreDisplayMode !== 'informative')
    .map(described);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const mainThread = mainThreadTime(artifacts.Trace.traceEvents, lhr.finalDisplayedUrl);
  const value = (metric: Metric) => lhr.audits[metrics[metric]]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: { lcp: value('lcp'), fcp: value('fcp'), tbt: value('tbt'), cls: value('cls') },
    failing,
    hints,
    lcpBreakdown: lcpBreakdown(lhr, artifacts.Trace.traceEvents),
    observed: {
      firstPaint: Number(tableRows(lhr.audits.metrics?.details)[0]?.observedFirstContentfulPaint),
      busy: mainThread?.wallMs ?? Number.NaN,
      cpu: mainThread?.cpuMs ?? Number.NaN,
    },
  };
}
