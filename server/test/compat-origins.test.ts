import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/platform/config';
import type { DatabaseHandle } from '../src/platform/database';
import { testConfig } from './helpers/app';
import { COMPAT, ORDINARY } from './helpers/compat';
import { openTestDatabase } from './helpers/databases';

// How COMPAT_ORIGINS bends statuses (decision 33): which failures, and what it leaves be.
describe('compat origins', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const config = testConfig({
      corsOrigins: [COMPAT, ORDINARY],
      compatOrigins: [COMPAT],
      rateLimitMax: 1,
    });
    app = await buildApp(config, { database, logger: false });
    app.get('/api/boom', () => {
      throw new Error('an outage');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const login = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/api/company/login',
      headers: { origin },
      payload: { email: `nobody@${origin.slice(8)}`, password: 'wrong-password' },
    });

  it('answers the rate limit as 200 to compat origins, 429 to others', async () => {
    expect((await login(COMPAT)).statusCode).toBe(200);
    const limited = await login(COMPAT);
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts/) as string,
    });
    expect(limited.headers['access-control-allow-origin']).toBe(COMPAT);
    // The same client (limits count per address), from an ordinary origin: the real status.
    const ordinary = await login(ORDINARY);
    expect(ordinary.statusCode).toBe(429);
    expect(ordinary.json()).toMatchObject({
      message: expect.stringMatching(/^Too many/) as string,
    });
  });

  it('keeps a 5xx real for every origin: an outage must not look like an answer', async () => {
    for (const origin of [COMPAT, ORDINARY]) {
      const res = await app.inject({ method: 'GET', url: '/api/boom', headers: { origin } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('leaves preflights and answers without an Origin alone, and varies answers by Origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/users/applications',
      headers: {
        origin: COMPAT,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(COMPAT);
    const bare = await app.inject({ method: 'GET', url: '/api/users/applications' });
    expect(bare.statusCode).toBe(401);
    for (const res of [
      bare,
      await app.inject({ method: 'GET', url: '/api/jobs?page=1', headers: { origin: COMPAT } }),
      await app.inject({ method: 'GET', url: '/api/nothing', headers: { origin: ORDINARY } }),
    ]) {
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/i);
    }
  });
});

describe('COMPAT_ORIGINS', () => {
  it('must be among CORS_ORIGINS, else the server does not start', () => {
    const env = { CORS_ORIGINS: `${ORDINARY}, ${COMPAT}/`, COMPAT_ORIGINS: `${COMPAT}/` };
    expect(loadConfig(env).compatOrigins).toEqual([COMPAT]);
    expect(loadConfig({ CORS_ORIGINS: ORDINARY }).compatOrigins).toEqual([]);
    const stray = () => loadConfig({ CORS_ORIGINS: ORDINARY, COMPAT_ORIGINS: COMPAT });
    expect(stray).toThrow(ConfigError);
    expect(stray).toThrow(/COMPAT_ORIGINS must be among CORS_ORIGINS.*spec-client/);
  });
});
