import { loadConfig } from '../src/config';
import { MemoryLoginThrottle } from '../src/lib/login-throttle';
import { createTestApp, type TestContext } from './helpers/app';
import { createCompany, FACTORY_PASSWORD } from './helpers/factories';

describe('sign-in limits behind a proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { trustProxy: 1, rateLimitMax: 3 });
  });
  afterAll(async () => ctx.close());

  const login = (forwardedFor: string, email = 'nobody@example.test') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/company/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'wrong-password' },
    });

  it('counts per client even when the client writes its own X-Forwarded-For', async () => {
    const statuses = [];
    // The client varies the left-most hop; the proxy appends the real address on the right.
    for (let i = 0; i < 4; i += 1)
      statuses.push((await login(`10.9.9.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not locked out by the first one.
    expect((await login('198.51.100.2')).statusCode).toBe(401);
  });

  it('reads TRUST_PROXY as false, one proxy for true, a count, or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('failed sign-ins per account', () => {
  it('makes an account wait longer after each failure past the free ones, and forgets on success', async () => {
    let now = 0;
    const throttle = new MemoryLoginThrottle(
      { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 4000, maxAccounts: 2 },
      () => now,
    );
    await throttle.failed('a');
    expect(await throttle.waitFor('a')).toBe(0);
    await throttle.failed('a');
    expect(await throttle.waitFor('a')).toBe(1000);
    await throttle.failed('a');
    expect(await throttle.waitFor('a')).toBe(2000);
    await throttle.failed('a');
    await throttle.failed('a');
    expect(await throttle.waitFor('a')).toBe(4000);
    now = 4000;
    expect(await throttle.waitFor('a')).toBe(0);
    await throttle.succeeded('a');
    await throttle.failed('a');
    expect(await throttle.waitFor('a')).toBe(0);
    await throttle.failed('a');
    expect(await throttle.waitFor('a')).toBe(1000);
    // Bounded: a flood of accounts forgets the oldest.
    await throttle.failed('b');
    await throttle.failed('c');
    expect(await throttle.waitFor('a')).toBe(0);
  });

  it('refuses an account after five failures from any address, even with the right password', async () => {
    const ctx = await createTestApp('pglite');
    try {
      const company = await createCompany(ctx.database.db);
      const attempt = (password: string, i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/company/login',
          remoteAddress: `192.0.2.${i}`,
          payload: { email: company.email, password },
        });
      for (let i = 0; i < 5; i += 1)
        expect((await attempt('wrong-password', i)).statusCode).toBe(401);
      const locked = await attempt(FACTORY_PASSWORD, 9);
      expect(locked.statusCode).toBe(429);
      expect(locked.json<{ message: string }>().message).toMatch(
        /^Too many failed attempts for this account/,
      );
    } finally {
      await ctx.close();
    }
  });
});
