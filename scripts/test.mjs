// `pnpm test`: every check the README lists, in two phases whose steps run side by side.
// On 2 cores the steps leave each other room: ESLint and tsc use one core each, and the
// Playwright suites spend much of their time waiting on browsers and servers while the server's
// Vitest suite computes. In sequence they took about 43 minutes; side by side, about 18 (the
// README's "Test it" has the figures).
//
// Phase 1 checks the sources: lint, typecheck and the single-bundle reference build.
// Phase 2 tests: the server's suite, the other packages' suites, and the app builds with the
// Playwright suites.
// Phase 2 starts only when phase 1 has passed, as the chain of `&&` it replaces did: the builds
// write scratch folders (the extended seeker) that lint and typecheck must not see. A failing
// step does not stop the others of its phase, so one run reports every failure of a phase.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const phases = [
  [
    ['lint', 'pnpm', ['lint']],
    ['typecheck', 'pnpm', ['typecheck']],
    ['build:reference', 'pnpm', ['build:reference']],
  ],
  [
    // `pnpm test:unit` in two: the server's suite is the longest step, so it starts at once.
    ['test:server', 'pnpm', ['test:server']],
    ['test:packages', 'pnpm', ['test:packages']],
    ['e2e', 'pnpm', ['e2e']],
  ],
];

const running = new Set();

/** Writes a child's output line by line, each line after its step's name. */
function relay(stream, out, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`[${name}] ${rest}\n`);
  });
}

/** Runs one step; resolves with its name, whether it passed and how long it took. */
function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so that an interrupted run stops the step's servers and browsers.
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    relay(child.stdout, process.stdout, name);
    relay(child.stderr, process.stderr, name);
    const finish = (code) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve({ name, passed: code === 0, seconds });
    };
    child.on('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      finish(-1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
]) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(128 + number);
  });
}

const started = Date.now();
const results = [];
for (const phase of phases) {
  const done = await Promise.all(phase.map(run));
  results.push(...done);
  if (done.some((step) => !step.passed)) break;
}
const total = Math.round((Date.now() - started) / 1000);
console.log(
  `\n${results.map((r) => `${r.name} ${r.passed ? 'passed' : 'FAILED'} ${r.seconds} s`).join(', ')}`,
);
const failed = results.filter((r) => !r.passed).map((r) => r.name);
const notRun = phases
  .flat()
  .map(([name]) => name)
  .filter((name) => !results.some((r) => r.name === name));
console.log(
  failed.length
    ? `pnpm test FAILED in ${total} s: ${failed.join(', ')}` +
        (notRun.length ? `; not run: ${notRun.join(', ')}` : '')
    : `pnpm test passed in ${total} s`,
);
process.exit(failed.length ? 1 : 0);
