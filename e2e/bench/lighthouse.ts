/**
 * `pnpm bench`, Lighthouse: the home page and an open job's page, served by the built
 * server and apps from one process with its demo data, audited with Lighthouse's default config
 * (mobile, simulated throttling) in Debian's Chromium, a fresh browser each run. LIGHTHOUSE_RUNS
 * (default 5) runs per page; every figure is the median of its runs. Prints the scores, LCP, FCP,
 * TBT, CLS, the audits that failed in at least half the runs, the LCP's parts and how the machine
 * treated the page (main-thread-time.ts), writes them to docs/performance.md, and exits non-zero
 * when a median score is below its target.
 * Needs `pnpm build`.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import {
  categories,
  metrics,
  runLighthouse,
  targets,
  type LighthouseRun,
  type Metric,
} from './lighthouse-run';
import { median } from './measure-page';

const repo = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4430);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
const server = spawn('node', [path.join(repo, 'server', 'dist', 'server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    // Each Lighthouse run loads the page twice and its API calls with it.
    RATE_LIMIT_MAX: '10000',
  },
  stdio: 'ignore',
});

/** Up to two minutes: the server seeds its demo data first, slow on a busy 2-core machine. */
async function firstJobId(): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const body = await fetch(`${base}/api/jobs?page=1`).then(
      (res) => (res.ok ? (res.json() as Promise<{ jobs?: { _id: string }[] }>) : null),
      () => null,
    );
    const id = body?.jobs?.[0]?._id;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start, or lists no job');
}

async function audit(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: chromiumArgs,
    logLevel: 'error',
  });
  try {
    return await runLighthouse(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

const results: { page: string; runs: LighthouseRun[] }[] = [];
// The total blocking time follows the machine's load: the header says what it was.
const loadBefore = os.loadavg()[0] ?? 0;
try {
  const pages = { '/': `${base}/`, '/apply-jobs/:id': `${base}/apply-jobs/${await firstJobId()}` };
  // The server's first answers (plans, compiled code) are not what a visitor meets.
  for (const url of Object.values(pages)) await fetch(url).then((res) => res.text());
  for (const [page, url] of Object.entries(pages)) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url));
    results.push({ page, runs });
  }
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const figure = (metric: Metric, value: number) =>
  metric === 'cls' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;
const rows: string[] = [];
const notes: string[] = [];
const below: string[] = [];
for (const { page, runs } of results) {
  const scores = categories.map((category) => {
    const score = median(runs.map((run) => run.scores[category]));
    if (score < targets[category])
      below.push(`${page} ${category} ${score} < ${targets[category]}`);
    return `${score}`;
  });
  const values = (Object.keys(metrics) as Metric[]).map((metric) =>
    figure(metric, median(runs.map((run) => run.metrics[metric]))),
  );
  rows.push(`| \`${page}\` | ${[...scores, ...values].join(' | ')} |`);
  const often = (list: (run: LighthouseRun) => { id: string; text: string }[]) => {
    const seen = new Map<string, { text: string; count: number }>();
    for (const item of runs.flatMap(list)) {
      seen.set(item.id, { text: item.text, count: (seen.get(item.id)?.count ?? 0) + 1 });
    }
    const kept = [...seen.values()].filter(({ count }) => count * 2 >= runs.length);
    return kept.map(({ text }) => text).join('; ') || 'none';
  };
  const lcps = runs.map((run) => run.metrics.lcp);
  const medianRun = runs.find((run) => run.metrics.lcp === median(lcps)) ?? runs[0];
  notes.push(`- \`${page}\`, failing audits: ${often((run) => run.failing)}.`);
  notes.push(`- \`${page}\`, LCP (its median run): ${medianRun?.lcpBreakdown ?? 'none'}.`);
  const observed = (key: keyof LighthouseRun['observed']) =>
    Math.round(median(runs.map((run) => run.observed[key])));
  notes.push(
    `- \`${page}\`, as observed before the 4x: first paint shown at ${observed('firstPaint')} ms, main thread busy ${observed('busy')} ms for ${observed('cpu')} ms of CPU (the difference is mostly the thread waiting for a core).`,
  );
  console.log(`${page} performance hints: ${often((run) => run.hints)}`);
}

const table = [
  '| page | performance | accessibility | best practices | SEO | LCP | FCP | TBT | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
// Debian's wrapper script complains on stderr while it prints the version.
const version = execFileSync(chromiumExecutable, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .trim()
  .replace(/ built on .*/, '');
const header = `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm bench\` (e2e/bench/lighthouse.ts, Lighthouse's default mobile settings with simulated throttling, ${RUNS} runs per page, medians, ${version}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(os.loadavg()[0] ?? 0).toFixed(1)} after). Targets: performance ${targets.performance}, the others ${targets.seo}.`;
console.log(`${header}\n\n${table}\n\n${notes.join('\n')}`);
const target = path.join(repo, 'docs', 'performance.md');
const doc = fs.readFileSync(target, 'utf8');
fs.writeFileSync(
  target,
  doc.replace(
    /<!-- lighthouse-bench:start -->[\s\S]*<!-- lighthouse-bench:end -->/,
    `<!-- lighthouse-bench:start -->\n${header}\n\n${table}\n\n${notes.join('\n')}\n<!-- lighthouse-bench:end -->`,
  ),
);
execFileSync(path.join(repo, 'node_modules', '.bin', 'prettier'), ['--write', target]);
if (below.length > 0) {
  console.error(`Below target: ${below.join(', ')}`);
  process.exitCode = 1;
}
