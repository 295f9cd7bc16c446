import { loadConfig } from '../src/platform/config';
import { createTestApp, type TestContext } from './helpers/app';

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
