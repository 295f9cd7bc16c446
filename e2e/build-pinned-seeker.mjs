// Builds seeker-app as it was at a pinned commit, for the version-skew test: last week's remote
// under this week's shell. The commit is the one where the shell-remote contract landed; move it
// forward when a new contract version is released. Built once per commit (cached in
// .pinned-seeker/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PINNED_COMMIT = 'c637b3e2d8266fdd11ce40170fb2e81be1b8bd89';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, '.pinned-seeker');
const stamp = path.join(dir, '.commit');
const entry = path.join(dir, 'seeker-app', 'dist', 'remoteEntry.js');

if (fs.existsSync(entry) && fs.readFileSync(stamp, 'utf8') === PINNED_COMMIT) {
  console.log(`pinned seeker-app ${PINNED_COMMIT.slice(0, 7)}: already built`);
} else {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
  // The tree of that commit, without touching this checkout.
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here })
    .toString()
    .trim();
  const archive = execFileSync('git', ['archive', PINNED_COMMIT], {
    cwd: root,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // Its own workspace root, or pnpm would walk up into this checkout's workspace.
  if (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml')))
    throw new Error('not a workspace root');
  run(
    'pnpm',
    ['install', '--frozen-lockfile', '--prefer-offline', '--filter', 'seeker-app...'],
    dir,
  );
  run('pnpm', ['--filter', 'seeker-app', 'build'], dir);
  fs.writeFileSync(stamp, PINNED_COMMIT);
}
