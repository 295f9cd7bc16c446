import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { revokeToken, tokenHash } from '../src/accounts/revoked-token-queries';
import { endedTokens, type HeldToken } from '../src/accounts/token-check-queries';
import { companies } from '../src/platform/schema';
import { TokenWatch } from '../src/accounts/token-watch';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createUser } from './helpers/factories';

const held = (n: number, kind: HeldToken['kind'] = 'user'): HeldToken => ({
  hash: `hash-${n}`,
  kind,
  accountId: `account-${n % 7}`,
  issuedAt: 1_000,
});

describe('the token watch of one process', () => {
  it('checks every held token in one call, however many streams hold them', async () => {
    const calls: HeldToken[][] = [];
    const watch = new TokenWatch(
      async (tokens) => {
        calls.push(tokens);
        return new Set(['hash-3', 'hash-gone']);
      },
      60_000,
      (error) => {
        throw error;
      },
    );
    const ended: number[] = [];
    const unwatch: (() => void)[] = [];
    // 2,000 streams of 400 tokens (5 tabs each).
    for (let stream = 0; stream < 2_000; stream += 1) {
      unwatch.push(watch.watch(held(stream % 400), () => ended.push(stream)));
    }
    expect(watch.size).toBe(400);
    await watch.check();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(400);
    expect(ended).toEqual([3, 403, 803, 1_203, 1_603]);
    expect(watch.size).toBe(399);
    // A stream's clean-up after it was ended, and every other stream closing, stop the timer.
    unwatch.forEach((stop) => stop());
    expect(watch.size).toBe(0);
    await watch.check();
    expect(calls).toHaveLength(1);
  });

  it('keeps the streams when a check fails, and ends them at the next one', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const watch = new TokenWatch(
      async () => {
        if (fail) throw new Error('database away');
        return new Set(['hash-1']);
      },
      60_000,
      (error) => errors.push(error),
    );
    let ended = 0;
    const stop = watch.watch(held(1), () => (ended += 1));
    await watch.check();
    expect([ended, errors.length]).toEqual([0, 1]);
    fail = false;
    await watch.check();
    expect(ended).toBe(1);
    stop();
    watch.stop();
  });
});

describe.each(databaseKinds)('which held tokens are ended, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestApp(kind)));
  afterAll(async () => ctx.close());

  it('tells revoked, reset and deleted accounts apart from good ones, past a chunk', async () => {
    const company = await createCompany(ctx.app.db, { sessionsValidFrom: 2_000 });
    const user = await createUser(ctx.app.db);
    const token = (n: number, over: Partial<HeldToken> = {}): HeldToken => ({
      hash: tokenHash(`token-${n}`),
      kind: 'user',
      accountId: user.id,
      issuedAt: 1_000,
      ...over,
    });
    // More than one statement's worth of tokens, the revoked one in the second.
    const many = Array.from({ length: 1_500 }, (_, n) => token(n));
    const revoked = token(1_400);
    await revokeToken(ctx.app.db, 'token-1400', Date.now() + 60_000);
    const beforeReset = token(2_000, { kind: 'company', accountId: company.id, issuedAt: 1_999 });
    const afterReset = token(2_001, { kind: 'company', accountId: company.id, issuedAt: 2_000 });
    const gone = token(2_002, { accountId: randomUUID(), issuedAt: null });
    const clerk = token(2_003, { issuedAt: null });
    const ended = await endedTokens(ctx.app.db, [...many, beforeReset, afterReset, gone, clerk]);
    expect(ended).toEqual(new Set([revoked.hash, beforeReset.hash, gone.hash]));

    await ctx.app.db.delete(companies).where(eq(companies.id, company.id));
    expect(await endedTokens(ctx.app.db, [afterReset])).toEqual(new Set([afterReset.hash]));
  });
});
