/**
 * `pnpm bench`, the hiring pipeline at scale: one company with 3,000 jobs and 30,000
 * applications, one with 3 jobs and 30, served by the built server and apps from one process on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; PGlite when neither is set). Each measure
 * is a ratio big/small taken in the same run, the median of PIPELINE_BENCH_RUNS (default 9; thirty
 * API requests a run):
 * the applicants' first page from the API, View Applications in Chromium until its first rows
 * show, and a status change (Shortlist) until its row shows it. The goal is at most 1.5x each.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { median } from './measure-page';

const here = import.meta.dirname;
const repo = path.resolve(here, '..', '..');
// More runs would run out of applicants to shortlist in the small company (30, 12 of them Pending).
const RUNS = Number(process.env.PIPELINE_BENCH_RUNS ?? 9);
const API_REQUESTS = 30;
const PORT = 4420;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'pipeline-bench-password';
const companies = { big: 'big@pipeline.bench', small: 'small@pipeline.bench' } as const;
type Size = keyof typeof companies;

const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-bench-'));
fs.mkdirSync(path.join(dataDir, 'db'));
const seeded = execFileSync(
  'pnpm',
  // The server keeps its PGlite database under DATA_DIR/pglite (database-plugin.ts).
  [
    '--silent',
    'exec',
    'tsx',
    'bench/seed-pipeline.ts',
    postgres ?? path.join(dataDir, 'db', 'pglite'),
  ],
  { cwd: path.join(repo, 'server'), encoding: 'utf8' },
)
  .trim()
  .split('\n')
  .at(-1);
const database = postgres ? { DATABASE_URL: seeded ?? '' } : { DATA_DIR: path.join(dataDir, 'db') };
const server = spawn('node', [path.join(repo, 'server', 'dist', 'server.js')], {
  env: {
    ...process.env,
    ...database,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_MAX: '10000',
  },
  stdio: 'ignore',
});

/** Up to two minutes, as a busy 2-core machine may need. */
async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/jobs?page=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function login(size: Size): Promise<string> {
  const res = await fetch(`${base}/api/company/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: companies[size], password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login ${size}: ${body.message}`);
  return body.token;
}

/** Milliseconds of the applicants' first page, as View Applications asks for it. */
async function apiPage(token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/company/applicants?page=1&pageSize=25`, {
    headers: { token },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`applicants: ${res.status}`);
  return performance.now() - started;
}

/** Milliseconds from navigation to the first applicant row, and then from Shortlist to its badge. */
async function screen(browser: Browser, token: string): Promise<{ rows: number; change: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('companyToken', t), token);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/dashboard/view-applications`);
  const shortlist = page.getByRole('button', { name: /^Shortlist / }).first();
  await shortlist.waitFor();
  const rows = performance.now() - started;
  // The row itself: an applicant with several applications has several rows.
  const row = await shortlist.evaluateHandle((button) => button.closest('tr'));
  // The row shows the move at once and goes back if the server refuses it: the answer is checked
  // too, so that a refused move fails the bench instead of being timed (or missed, and waited for).
  const answered = page.waitForResponse((res) => res.url().includes('/api/company/change-status'));
  const clicked = performance.now();
  await shortlist.click();
  const shown = page
    .waitForFunction((tr) => tr?.textContent.includes('Shortlisted'), row, { polling: 'raf' })
    .then(() => performance.now() - clicked);
  // Awaited below, once the server's answer is known.
  shown.catch(() => {});
  const answer = await answered;
  if (!answer.ok()) {
    throw new Error(`Shortlist: the server answered ${answer.status()} ${await answer.text()}`);
  }
  const change = await shown;
  await context.close();
  return { rows, change };
}

const results: Record<Size, { api: number[]; rows: number[]; change: number[] }> = {
  big: { api: [], rows: [], change: [] },
  small: { api: [], rows: [], change: [] },
};
// The header says how busy the machine was while the runs ran.
const loadBefore = os.loadavg()[0] ?? 0;
try {
  await waitForServer();
  const tokens = { big: await login('big'), small: await login('small') };
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  // Warm both alike: plans, caches and the browser's compiled scripts.
  for (const size of ['big', 'small'] as const) {
    for (let i = 0; i < 5; i += 1) await apiPage(tokens[size]);
    await screen(browser, tokens[size]);
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const size of ['big', 'small'] as const) {
      // A request takes a few milliseconds, and one more is a tenth of the ratio: thirty a run
      // (270 in all) for a median that a busy moment does not move.
      for (let i = 0; i < API_REQUESTS; i += 1) results[size].api.push(await apiPage(tokens[size]));
      const { rows, change } = await screen(browser, tokens[size]);
      results[size].rows.push(rows);
      results[size].change.push(change);
    }
  }
  await browser.close();
} finally {
  server.kill();
  // The seeded database goes whether the runs ended or failed.
  if (postgres && seeded) {
    execFileSync('psql', [
      postgres,
      '-c',
      `DROP DATABASE IF EXISTS ${new URL(seeded).pathname.slice(1)} WITH (FORCE)`,
    ]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const line = (label: string, key: 'api' | 'rows' | 'change') => {
  const big = median(results.big[key]);
  const small = median(results.small[key]);
  return `| ${label} | ${big.toFixed(1)} | ${small.toFixed(1)} | ${(big / small).toFixed(2)}x |`;
};
const table = [
  '| measure (median) | 30,000 applications, ms | 30 applications, ms | big / small |',
  '| --- | ---: | ---: | ---: |',
  line('applicants page 1 (API)', 'api'),
  line('View Applications until its first rows show', 'rows'),
  line('Shortlist until the row shows it', 'change'),
].join('\n');
const header = `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm bench\` (e2e/bench/pipeline.ts, ${RUNS} runs each after one warm-up, ${postgres ? 'PostgreSQL' : 'PGlite'}, Chromium at 1280 px, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(os.loadavg()[0] ?? 0).toFixed(1)} after). Goal: at most 1.5x each.`;
console.log(`${header}\n\n${table}`);
const target = path.join(repo, 'docs', 'performance.md');
const doc = fs.readFileSync(target, 'utf8');
fs.writeFileSync(
  target,
  doc.replace(
    /<!-- pipeline-bench:start -->[\s\S]*<!-- pipeline-bench:end -->/,
    `<!-- pipeline-bench:start -->\n${header}\n\n${table}\n<!-- pipeline-bench:end -->`,
  ),
);
