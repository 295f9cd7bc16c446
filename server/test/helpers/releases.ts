import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/platform/config';
import { SEEKER_SCREENS } from './web-apps';

export const RELEASE_TOKEN = 'release-token-for-tests-0123456789';
export const AUTH = { authorization: `Bearer ${RELEASE_TOKEN}` };

/** A folder of published versions, and the release settings that serve it. */
export function releasesDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'releases-'));
}

export const releaseConfig = (dir: string, more: Partial<AppConfig['releases']> = {}) => ({
  token: RELEASE_TOKEN,
  dir,
  canaryMinPageLoads: 50,
  canaryMaxErrorRatio: 2,
  telemetryRateMax: 1000,
  ...more,
});

/** Writes a remote's version as `pnpm release publish` copies it; returns its entry. */
export function publishVersion(
  dir: string,
  remote: string,
  version: string,
  screens: unknown[] = SEEKER_SCREENS,
): string {
  const at = path.join(dir, remote, version);
  mkdirSync(path.join(at, 'assets'), { recursive: true });
  writeFileSync(path.join(at, 'remoteEntry.js'), `export const version = '${version}';`);
  writeFileSync(path.join(at, 'exposed-files.json'), JSON.stringify({ screens }));
  writeFileSync(path.join(at, 'assets', 'home-abc123.js'), `console.log('${version}');`);
  return `/releases/${remote}/${version}/remoteEntry.js`;
}

/** A registry call with the token. */
export function releaseCall(app: FastifyInstance, url: string, payload?: object) {
  return app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: AUTH,
    ...(payload ? { payload } : {}),
  });
}

/** Publishes, registers and promotes a version (stable, or a canary of `percent`). */
export async function liveVersion(
  app: FastifyInstance,
  dir: string,
  remote: string,
  version: string,
  canaryPercent?: number,
): Promise<string> {
  const entry = publishVersion(dir, remote, version);
  const registered = await releaseCall(app, '/api/releases', { remote, version, entry });
  if (registered.statusCode >= 300) throw new Error(registered.body);
  const promoted = await releaseCall(app, '/api/releases/promote', {
    remote,
    version,
    ...(canaryPercent ? { canaryPercent } : {}),
  });
  if (promoted.statusCode !== 200) throw new Error(promoted.body);
  return entry;
}
