import { parseArgs } from 'node:util';
import { apiTarget, callApi } from './api.mjs';
import { formatList } from './format-list.mjs';
import { publish } from './publish.mjs';
import { ReleaseError } from './release-error.mjs';

export const REMOTES = /** @type {const} */ (['seeker', 'recruiter']);

const USAGE = `Usage:
  pnpm release publish <remote> [--version V] [--to DIR|s3://bucket/prefix] [--base-url URL]
                                [--dist DIR] [--no-build]
  pnpm release promote <remote> <version> [--canary PERCENT]
  pnpm release rollback <remote>
  pnpm release list
Remotes: ${REMOTES.join(', ')}. Reads RELEASE_API (default http://localhost:3000) and RELEASE_TOKEN.`;

/**
 * @param {string | undefined} name
 * @returns {'seeker' | 'recruiter'}
 */
function remoteName(name) {
  const remote = REMOTES.find((known) => known === name);
  if (!remote) {
    throw new ReleaseError(
      `${name ? `unknown remote ${name}` : 'no remote named'}: one of ${REMOTES.join(', ')}\n${USAGE}`,
    );
  }
  return remote;
}

/**
 * @param {string[]} args
 * @param {import('node:util').ParseArgsConfig['options']} options
 */
function parse(args, options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ReleaseError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** @param {string} text */
const say = (text) => console.log(text);

/**
 * Runs one `pnpm release` command.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 */
export async function runRelease(argv, env) {
  const [command, ...rest] = argv;
  if (command === 'publish') {
    const { values, positionals } = parse(rest, {
      version: { type: 'string' },
      to: { type: 'string' },
      'base-url': { type: 'string' },
      dist: { type: 'string' },
      'no-build': { type: 'boolean' },
    });
    const target = apiTarget(env);
    await publish(
      {
        remote: remoteName(positionals[0]),
        version: values.version,
        to: values.to,
        baseUrl: values['base-url'],
        dist: values.dist,
        build: !values['no-build'],
      },
      { env, target, say },
    );
    return;
  }
  if (command === 'promote') {
    const { values, positionals } = parse(rest, { canary: { type: 'string' } });
    const remote = remoteName(positionals[0]);
    const version = positionals[1];
    if (!version)
      throw new ReleaseError(`promote needs a version: which ${remote} to make live\n${USAGE}`);
    const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
    if (
      canaryPercent !== undefined &&
      !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)
    ) {
      throw new ReleaseError(`--canary is a whole percentage from 1 to 99, not ${values.canary}`);
    }
    const target = apiTarget(env);
    say(
      `Promoting ${remote}@${version}${canaryPercent ? ` as a ${canaryPercent}% canary` : ''} at ${target.api}`,
    );
    const answer = await callApi(target, 'POST', '/api/releases/promote', {
      remote,
      version,
      ...(canaryPercent ? { canaryPercent } : {}),
    });
    say(String(answer.message ?? 'Promoted'));
    return;
  }
  if (command === 'rollback') {
    const { positionals } = parse(rest, {});
    const remote = remoteName(positionals[0]);
    const target = apiTarget(env);
    say(`Rolling ${remote} back at ${target.api}`);
    const answer = await callApi(target, 'POST', '/api/releases/rollback', { remote });
    say(String(answer.message ?? 'Rolled back'));
    return;
  }
  if (command === 'list') {
    parse(rest, {});
    const target = apiTarget(env);
    say(formatList(await callApi(target, 'GET', '/api/releases')));
    return;
  }
  if (command === undefined || command === 'help' || command === '--help') {
    say(USAGE);
    return;
  }
  throw new ReleaseError(`unknown command ${command}\n${USAGE}`);
}
