/**
 * `pnpm bench`, its browser part: the home page in Chromium, federated (the shell loading the
 * seeker remote at run time) against `single-bundle` (the same app as one ordinary bundle).
 * For each: JS requests, JS bytes gzipped (each file gzipped at level 6, as a server would),
 * bytes on the wire (as served: precompressed brotli) and time from navigation to the first job
 * card, on the local network and on a throttled one. The federated apps are served as deployed,
 * by the one-process server (so the page arrives with its first page of jobs); the single bundle
 * by a static server on the same machine, against the same API. Needs `pnpm build` and the
 * single-bundle build.
 * HOME_BENCH_RUNS (default 21) sets the runs per case; the median is reported, and for the ratio
 * of first cards the middle 90% of its resampled values. HOME_BENCH_LIST=1
 * also prints every script each build downloads, with its gzipped size.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { gzippedBytes, measure, median, quantile, ratioInterval, type Run } from './measure-page';

const here = import.meta.dirname;
const repo = path.resolve(here, '..', '..');
const RUNS = Number(process.env.HOME_BENCH_RUNS ?? 21);
const ports = { api: 4410, federated: 4410, single: 4412 };
const origin = (port: number) => `http://127.0.0.1:${port}`;
/** A child process, and the end of what it has printed, to say why it did not start. */
interface Started {
  process: ChildProcess;
  output: () => string;
}

function start(command: string, args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(command, args, {
    cwd: path.join(repo, 'e2e'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8').on('data', (text: string) => {
      output = (output + text).slice(-2000);
    });
  }
  return { process: child, output: () => output };
}

/**
 * Until `url` answers. The API seeds its demo data first, which a busy 2-core machine has taken
 * more than 20 s to do: up to two minutes, unless the process has ended.
 */
async function waitFor(url: string, { process: child, output }: Started): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${url}: its server ended (${child.exitCode ?? child.signalCode}): ${output()}`,
      );
    }
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in 120 s: ${output()}`);
}

/**
 * The federated apps' files as the server's paths name them (remotes under their paths), to
 * weigh the scripts a run downloaded.
 */
function federatedRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'home-bench-'));
  fs.cpSync(path.join(repo, 'shell', 'dist'), root, { recursive: true });
  fs.cpSync(path.join(repo, 'seeker-app', 'dist'), path.join(root, 'seeker'), { recursive: true });
  fs.cpSync(path.join(repo, 'recruiter-app', 'dist'), path.join(root, 'recruiter'), {
    recursive: true,
  });
  return root;
}

const apiData = fs.mkdtempSync(path.join(os.tmpdir(), 'home-bench-api-'));
const roots = { federated: federatedRoot(), single: path.join(repo, 'single-bundle', 'dist') };
// The federated apps as they are deployed: served by the one-process server, which renders the
// page (its first paint, and the first page of jobs in its data) before any script runs.
const api = start('node', [path.join(repo, 'server', 'dist', 'server.js')], {
  PORT: String(ports.api),
  HOST: '127.0.0.1',
  DATA_DIR: apiData,
  LOG_LEVEL: 'warn',
  CORS_ORIGINS: origin(ports.single),
  PUBLIC_URL: origin(ports.api),
});
const federated = api;
const single = start('node', [
  'static-server.mjs',
  roots.single,
  String(ports.single),
  // The shell's config must name remotes; this build never loads them.
  JSON.stringify({
    spa: true,
    config: {
      apiBaseUrl: origin(ports.api),
      remotes: { seeker: '/bundled', recruiter: '/bundled' },
    },
  }),
]);
const children = [api, single];

// First cards follow the machine's load: the header says what it was.
const loadBefore = os.loadavg()[0] ?? 0;
try {
  await waitFor(`${origin(ports.api)}/api/jobs?page=1`, api);
  await waitFor(`${origin(ports.federated)}/`, federated);
  await waitFor(`${origin(ports.single)}/`, single);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const builds = ['federated', 'single'] as const;
  const rows: string[] = [];
  const results: Record<string, { firstCard: number; gzipped: number; cards: number[] }> = {};
  for (const throttled of [false, true]) {
    const runs: Record<(typeof builds)[number], Run[]> = { federated: [], single: [] };
    // One warm-up each (the API's and the static servers' first answers), then alternating runs.
    for (const build of builds) await measure(browser, `${origin(ports[build])}/`, throttled);
    for (let i = 0; i < RUNS; i += 1) {
      for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
        runs[build].push(await measure(browser, `${origin(ports[build])}/`, throttled));
      }
    }
    for (const build of builds) {
      const last = runs[build].at(-1);
      if (!last) continue;
      if (process.env.HOME_BENCH_LIST) {
        for (const script of new Set(last.scripts)) {
          const size = zlib.gzipSync(fs.readFileSync(path.join(roots[build], script))).length;
          console.log(`${build} ${(size / 1024).toFixed(1).padStart(7)} KB ${script}`);
        }
      }
      const cards = runs[build].map((run) => run.firstCardMs);
      const firstCard = median(cards);
      // Runs on this machine swing by a fifth: the middle half shows how far to trust a median.
      const middle = `${quantile(cards, 0.25).toFixed(0)}-${quantile(cards, 0.75).toFixed(0)} ms`;
      const gzipped = gzippedBytes(roots[build], last.scripts);
      results[`${build}-${throttled}`] = { firstCard, gzipped, cards };
      rows.push(
        `| ${build === 'federated' ? 'federated (shell + seeker remote)' : 'single bundle'} | ${throttled ? 'throttled: 40 ms, 10 Mbit/s' : 'local'} | ${new Set(last.scripts).size} | ${(gzipped / 1024).toFixed(1)} KB | ${(median(runs[build].map((run) => run.wireBytes)) / 1024).toFixed(1)} KB | ${firstCard.toFixed(0)} ms | ${middle} |`,
      );
    }
  }
  await browser.close();
  const ratio = (key: 'firstCard' | 'gzipped', throttled: boolean) =>
    (results[`federated-${throttled}`]?.[key] ?? 0) / (results[`single-${throttled}`]?.[key] || 1);
  const table = [
    '| build | network | JS files | JS gzipped | JS on the wire (brotli) | first job card (median) | middle half of the runs |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  const cardRatio = (throttled: boolean) => {
    const [low, high] = ratioInterval(
      results[`federated-${throttled}`]?.cards ?? [],
      results[`single-${throttled}`]?.cards ?? [],
    );
    return `${ratio('firstCard', throttled).toFixed(2)}x ${throttled ? 'throttled' : 'local'} (90% of resampled runs: ${low.toFixed(2)}-${high.toFixed(2)}x)`;
  };
  const summary = `Federated against single bundle: JS gzipped ${ratio('gzipped', false).toFixed(2)}x; first card ${cardRatio(false)}, ${cardRatio(true)} (goals: at most 1.2x).`;
  console.log(`${table}\n\n${summary}`);
  const header = `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm bench\` (Chromium ${browser.version()}, ${RUNS} runs per case, a fresh browser context each, medians, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${(os.loadavg()[0] ?? 0).toFixed(1)} after).`;
  const target = path.join(repo, 'docs', 'performance.md');
  const doc = fs.readFileSync(target, 'utf8');
  fs.writeFileSync(
    target,
    doc.replace(
      /<!-- home-bench:start -->[\s\S]*<!-- home-bench:end -->/,
      `<!-- home-bench:start -->\n${header}\n\n${table}\n\n${summary}\n<!-- home-bench:end -->`,
    ),
  );
  execFileSync(path.join(repo, 'node_modules', '.bin', 'prettier'), ['--write', target]);
  console.log('written to docs/performance.md');
} finally {
  fs.rmSync(roots.federated, { recursive: true, force: true });
  for (const child of children) child.process.kill();
  fs.rmSync(apiData, { recursive: true, force: true });
}
