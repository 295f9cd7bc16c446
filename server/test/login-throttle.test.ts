import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../src/platform/config';
import {
  addressKey,
  REMEMBER_ADDRESSES_MS,
  REMEMBER_FAILURES_MS,
} from '../src/accounts/login-throttle';
import { SignInThrottle } from '../src/accounts/sign-in-throttle';
import { limitersOn } from '../src/platform/limiters';
import { createTestApp, type TestContext } from './helpers/app';
import { createCompany, FACTORY_PASSWORD } from './helpers/factories';
import { loadTestEnv } from './helpers/test-env';

describe('the in-process sign-in throttle', () => {
  // The in-memory counters read the clock and set timers: the test moves both.
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const throttle = () =>
    new SignInThrottle(limitersOn(null), {
      address: { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 4000 },
      account: { freeFailures: 4, baseDelayMs: 1000, maxDelayMs: 8000 },
    });

  it('makes one address wait longer after each failure, and forgives it on success', async () => {
    const limits = throttle();
    expect(await limits.reserve('a', 'x')).toBe(0);
    expect(await limits.reserve('a', 'x')).toBe(0);
    expect(await limits.reserve('a', 'x')).toBe(1000);
    // Another address on the same account is not held back.
    expect(await limits.reserve('a', 'y')).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(await limits.reserve('a', 'x')).toBe(0);
    expect(await limits.reserve('a', 'x')).toBe(2000);
    vi.advanceTimersByTime(2000);
    expect(await limits.reserve('a', 'x')).toBe(0);
    await limits.succeeded('a', 'x');
    expect(await limits.reserve('a', 'x')).toBe(0);
    expect(await limits.reserve('a', 'x')).toBe(0);
  });

  it('slows an account down across addresses, except from one it signed in from', async () => {
    const limits = throttle();
    expect(await limits.reserve('a', 'home')).toBe(0);
    await limits.succeeded('a', 'home');
    for (const address of ['p', 'q', 'r', 's']) expect(await limits.reserve('a', address)).toBe(0);
    expect(await limits.reserve('a', 't')).toBe(1000);
    expect(await limits.reserve('a', 'home')).toBe(0);
  });

  it('lets exactly one of the attempts sent at once past the free ones go ahead', async () => {
    const limits = throttle();
    const waits = await Promise.all(Array.from({ length: 10 }, () => limits.reserve('a', 'x')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
    // The refused ones were not counted: the wait after the second failure is still the first.
    vi.advanceTimersByTime(1000);
    expect(await limits.reserve('a', 'x')).toBe(0);
    expect(await limits.reserve('a', 'x')).toBe(2000);
  });

  it('forgets failures a day after the first', async () => {
    const limits = throttle();
    for (let i = 0; i < 2; i += 1) await limits.reserve('a', 'x');
    expect(await limits.reserve('a', 'x')).toBe(1000);
    vi.advanceTimersByTime(REMEMBER_FAILURES_MS);
    for (let i = 0; i < 2; i += 1) expect(await limits.reserve('a', 'x')).toBe(0);
  });

  it('remembers an address the account signed in from for three weeks', async () => {
    const limits = throttle();
    await limits.reserve('a', 'home');
    await limits.succeeded('a', 'home');
    vi.advanceTimersByTime(REMEMBER_ADDRESSES_MS - 60_000);
    for (const address of ['p', 'q', 'r', 's']) await limits.reserve('a', address);
    expect(await limits.reserve('a', 'home')).toBe(0);
    vi.advanceTimersByTime(60_000);
    // Forgotten: home now waits behind a guesser's failures like any address.
    expect(await limits.reserve('a', 't')).toBe(0);
    expect(await limits.reserve('a', 'home')).toBe(2000);
  });

  it('counts an IPv6 client’s /64 as one address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});

const redisUrl = loadTestEnv().redisUrl;
const throttles: [string, Partial<AppConfig>][] = [
  ['in the process', {}],
  ...(redisUrl
    ? [
        ['in Redis', { redis: { url: redisUrl, keyPrefix: `test:${randomUUID()}:` } }] as [
          string,
          Partial<AppConfig>,
        ],
      ]
    : []),
];

describe.each(throttles)('failed sign-ins counted %s', (_where, overrides) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', overrides);
  });
  afterAll(async () => ctx.close());

  const attempt = (email: string, password: string, address: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/company/login',
      remoteAddress: address,
      payload: { email, password },
    });

  it('checks only the free attempts of 30 sent at once', async () => {
    const { email } = await createCompany(ctx.database.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => attempt(email, 'wrong-password', '192.0.2.10')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('lets the owner in from their address while another address is locked out', async () => {
    const { email } = await createCompany(ctx.database.db);
    for (let i = 0; i < 6; i += 1) await attempt(email, 'wrong-password', '192.0.2.20');
    const locked = await attempt(email, FACTORY_PASSWORD, '192.0.2.20');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Too many failed attempts for this account/,
    );
    expect((await attempt(email, FACTORY_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('slows a guesser spread over many addresses, but not the owner’s known address', async () => {
    const { email } = await createCompany(ctx.database.db);
    expect((await attempt(email, FACTORY_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(email, 'wrong-password', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(email, FACTORY_PASSWORD, '203.0.113.99')).statusCode).toBe(429);
    expect((await attempt(email, FACTORY_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });
});
