import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callApi } from './api.mjs';
import { ReleaseError } from './release-error.mjs';
import { uploadToS3 } from './s3-upload.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The workspace package that builds each remote. */
const packages = { seeker: 'seeker-app', recruiter: 'recruiter-app' };
/** The entry file of a remote's build (remoteEntryFile in federation.shared.ts). */
const ENTRY_FILE = 'remoteEntry.js';

/**
 * @typedef {{ remote: 'seeker' | 'recruiter', version?: string, to?: string, baseUrl?: string,
 *   dist?: string, build: boolean }} PublishOptions
 * @typedef {{ env: NodeJS.ProcessEnv, target: import('./api.mjs').ApiTarget,
 *   say: (line: string) => void }} PublishContext
 */

/** @param {string[]} args */
function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The commit's short hash and the UTC time: `3f2a9c1-20261127021500`. */
export function defaultVersion(now = new Date()) {
  const commit = git(['rev-parse', '--short', 'HEAD']);
  if (!commit) throw new ReleaseError('no git commit to name the version after: pass --version');
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${commit}-${stamp}`;
}

/**
 * Copies `dist` to `to/remote/version/` through a hidden folder renamed at the end, so the
 * server never serves a half-copied version; an existing version is never touched.
 * @param {string} dist
 * @param {string} dir
 */
function copyVersion(dist, dir) {
  if (fs.existsSync(dir)) {
    throw new ReleaseError(
      `${dir} exists already: a version is never overwritten, publish another`,
    );
  }
  const partial = path.join(path.dirname(dir), `.${path.basename(dir)}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.cpSync(dist, partial, { recursive: true });
  fs.renameSync(partial, dir);
}

/**
 * `pnpm release publish`: build, copy to the versioned path, register with the API.
 * @param {PublishOptions} options
 * @param {PublishContext} context
 */
export async function publish(options, { env, target, say }) {
  const { remote } = options;
  const version = options.version ?? defaultVersion();
  const pkg = packages[remote];
  const dist = path.resolve(options.dist ?? path.join(root, pkg, 'dist'));
  const to = options.to ?? path.resolve(env.DATA_DIR || './data', 'releases');
  const toS3 = to.startsWith('s3://');
  if (toS3 && !options.baseUrl) {
    throw new ReleaseError(
      '--base-url is needed with s3://: the public address the bucket is served from',
    );
  }
  say(`Publishing ${remote}@${version}`);

  if (options.build) {
    say(`Building ${remote} (pnpm --filter ${pkg} build)`);
    const built = spawnSync('pnpm', ['--filter', pkg, 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      throw new ReleaseError(
        `the build of ${pkg} failed (exit ${built.status ?? built.signal}): nothing was published`,
      );
    }
  }
  if (!fs.existsSync(path.join(dist, ENTRY_FILE))) {
    throw new ReleaseError(`${dist} has no ${ENTRY_FILE}: build ${pkg} first`);
  }

  /** @type {string | null} */
  let copied = null;
  if (toS3) {
    say(`Uploading ${dist} to ${to.replace(/\/+$/, '')}/${remote}/${version}/`);
    await uploadToS3(dist, to, `${remote}/${version}`, env, say);
  } else {
    copied = path.resolve(to, remote, version);
    say(`Copying ${dist} to ${copied}`);
    copyVersion(dist, copied);
  }

  // A path by default: the entry then loads from whichever origin the page is served from.
  const base = (options.baseUrl ?? '/releases').replace(/\/+$/, '');
  const entry = `${base}/${remote}/${version}/${ENTRY_FILE}`;
  say(`Registering ${remote}@${version} (${entry}) at ${target.api}`);
  let answer;
  try {
    answer = await callApi(target, 'POST', '/api/releases', { remote, version, entry });
  } catch (error) {
    // Unregistered, the copy is served to no one: removed, the same command can be run again.
    if (copied && error instanceof ReleaseError) {
      fs.rmSync(copied, { recursive: true, force: true });
      throw new ReleaseError(`${error.message} (the copy in ${copied} was removed)`);
    }
    throw error;
  }
  say(String(answer.message ?? 'Registered'));
  say(`Next: pnpm release promote ${remote} ${version} [--canary 10]`);
}
