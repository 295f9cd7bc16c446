import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/platform/config';
import { createTestApp, type TestContext } from './app';
import type { DatabaseKind } from './databases';
import { fakeWebApps, SEEKER_SCREENS } from './web-apps';

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
  canaryMinErrorClients: 3,
  telemetryRateMax: 1000,
  telemetrySampleRate: 1,
  ...more,
});

/**
 * One app per test file serving fake built apps and a folder of published versions, both
 * removed after the file. `config` and `releases` add to the settings; `app` and `dir` read what
 * beforeAll made.
 */
export function releaseApp(
  kind: DatabaseKind,
  more: { config?: Partial<AppConfig>; releases?: Partial<AppConfig['releases']> } = {},
) {
  const state = { ctx: null as TestContext | null, root: '', dir: '' };
  beforeAll(async () => {
    state.root = fakeWebApps();
    state.dir = releasesDir();
    state.ctx = await createTestApp(
      kind,
      { ...more.config, serveWebApps: true, releases: releaseConfig(state.dir, more.releases) },
      { webAppsRoot: state.root },
    );
  });
  afterAll(async () => {
    await state.ctx?.close();
    for (const made of [state.root, state.dir]) {
      if (made) rmSync(made, { recursive: true, force: true });
    }
  });
  return {
    get app(): FastifyInstance {
      if (!state.ctx) throw new Error('the release app starts in beforeAll');
      return state.ctx.app;
    },
    get dir(): string {
      if (!state.dir) throw new Error('the releases folder is made in beforeAll');
      return state.dir;
    },
  };
}

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

export interface MapInPage {
  remotes: Record<string, { version: string; entry: string; token?: string }>;
  overrides: string[];
}

/** The addresses pages come from: one, as a script would, or a new one each, as browsers do. */
export type PagesFrom = 'one address' | 'each its own address';
let nextAddress = 0;
/** An address no other page of this test file has come from (198.18.0.0/15, for tests). */
const freshAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

/**
 * Serves `n` home pages to a browser of `bucket` (0: a canary's, 99: the stable's), each a page
 * load the server counts; returns each page's seeker version, token and client address. The
 * canary judgement counts addresses (decision 45): many browsers are many addresses.
 */
export async function servePages(
  app: FastifyInstance,
  bucket: number,
  n: number,
  from: PagesFrom = 'one address',
) {
  const served: { version: string; token: string; address: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    const address = from === 'one address' ? '127.0.0.1' : freshAddress();
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `release_bucket=${bucket}` },
      remoteAddress: address,
    });
    const seeker = releaseMapOf(page.body)?.remotes.seeker;
    if (!seeker?.token) throw new Error('the page carries no seeker token');
    served.push({ version: seeker.version, token: seeker.token, address });
  }
  return served;
}

/** One error beacon per page, as the shell sends them: with each page's token, from its address. */
export async function reportErrors(
  app: FastifyInstance,
  pages: readonly { version: string; token?: string; address?: string }[],
) {
  for (const { version, token, address } of pages) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ events: [{ remote: 'seeker', version, type: 'error', token }] }),
      ...(address ? { remoteAddress: address } : {}),
    });
    if (res.statusCode !== 204) throw new Error(res.body);
  }
  await app.releases.flushTelemetry();
}

/** The release map a page carries, or undefined. */
export function releaseMapOf(html: string): MapInPage | undefined {
  const json = /<script id="release-map" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as MapInPage);
}

/** The `name=value` of each Set-Cookie, and the cookie header a browser would send back. */
export function cookiesOf(setCookie: string | string[] | undefined): Map<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return new Map(
    list.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
}
