import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { applications, users } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { deliverClerkEvent } from './helpers/clerk';
import { databaseKinds } from './helpers/databases';
import { companyToken, createApplication, createCompany, createJob } from './helpers/factories';
import { multipart, resumeFile } from './helpers/multipart';
import { svixHeaders } from './helpers/svix';

const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;

describe.each(databaseKinds)('Clerk sign-in and webhooks on %s', (kind) => {
  let ctx: TestContext;
  let privateKey: CryptoKey;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    ctx = await createTestApp(kind, {
      clerk: { jwtKey: await exportSPKI(pair.publicKey), webhookSecret },
    });
  });
  afterAll(async () => ctx.close());

  const sessionToken = (
    claims: Record<string, unknown>,
    key: CryptoKey = privateKey,
    expires = '5m',
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(key);
  const me = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: `Bearer ${token}` },
    });

  it('verifies a session token offline and creates the user on first sight from its claims', async () => {
    const token = await sessionToken({
      sub: 'user_first',
      first_name: 'Marie',
      last_name: 'Curie',
      email: 'marie@example.test',
    });
    const first = await me(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user: {
        firstName: 'Marie',
        lastName: 'Curie',
        name: 'Marie Curie',
        email: 'marie@example.test',
      },
    });
    const second = await me(token);
    expect(second.json<{ user: { _id: string } }>().user._id).toBe(
      first.json<{ user: { _id: string } }>().user._id,
    );
    expect(
      await ctx.database.db.select().from(users).where(eq(users.clerkId, 'user_first')),
    ).toHaveLength(1);
  });

  it('refuses tokens signed by another key or expired', async () => {
    const stranger = (await generateKeyPair('RS256')).privateKey;
    expect((await me(await sessionToken({ sub: 'user_x' }, stranger))).statusCode).toBe(401);
    const expired = await new SignJWT({ sub: 'user_x' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 600)
      .sign(privateKey);
    expect((await me(expired)).statusCode).toBe(401);
  });

  const deliver = (id: string, event: object, secret = webhookSecret) =>
    deliverClerkEvent(ctx.app, secret, id, event);
  const clerkUser = (id: string, first: string) => ({
    id,
    first_name: first,
    last_name: 'Hook',
    image_url: 'https://img.example/u.png',
    primary_email_address_id: 'e1',
    email_addresses: [{ id: 'e1', email_address: `${first.toLowerCase()}@example.test` }],
  });
  const byClerkId = (id: string) =>
    ctx.database.db.select().from(users).where(eq(users.clerkId, id));

  it('creates, updates and deletes users from signed webhooks, idempotently', async () => {
    const created = await deliver('msg_1', {
      type: 'user.created',
      data: clerkUser('user_hook', 'Ada'),
    });
    expect(created.json()).toEqual({ success: true, message: 'user.created handled' });
    expect(
      await deliver('msg_1', { type: 'user.created', data: clerkUser('user_hook', 'Ada') }),
    ).toHaveProperty('statusCode', 200);
    expect(await byClerkId('user_hook')).toMatchObject([
      { firstName: 'Ada', email: 'ada@example.test', image: 'https://img.example/u.png' },
    ]);

    await deliver('msg_2', { type: 'user.updated', data: clerkUser('user_hook', 'Augusta') });
    expect(await byClerkId('user_hook')).toMatchObject([{ firstName: 'Augusta' }]);

    for (const id of ['msg_3', 'msg_3_replay']) {
      const deleted = await deliver(id, {
        type: 'user.deleted',
        data: { id: 'user_hook', deleted: true },
      });
      expect(deleted.json()).toEqual({ success: true, message: 'user.deleted handled' });
    }
    expect(await byClerkId('user_hook')).toEqual([]);

    const other = await deliver('msg_4', { type: 'session.created', data: { id: 'sess_1' } });
    expect(other.json()).toEqual({ success: true, message: 'session.created ignored' });
  });

  /** A Clerk user signed in by session token, with a resume: the token and the resume's link. */
  async function clerkUserWithResume(sub: string, firstName: string) {
    const token = await sessionToken({ sub, first_name: firstName });
    expect((await me(token)).statusCode).toBe(200);
    const resume = multipart({}, resumeFile());
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      headers: { ...resume.headers, authorization: `Bearer ${token}` },
      payload: resume.payload,
    });
    const link = (await me(token)).json<{ user: { resume: string } }>().user.resume;
    return { token, link };
  }

  it("keeps the erase when storage fails: the resume is removed on the next try, not Clerk's retry", async () => {
    const { token, link } = await clerkUserWithResume('user_away', 'Away');
    const storage = ctx.app.storage;
    const remove = storage.remove.bind(storage);
    let failures = 0;
    storage.remove = async (key) => {
      if (failures === 0) {
        failures += 1;
        throw new Error('storage is away');
      }
      return remove(key);
    };
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const deleted = await deliver('msg_away', {
        type: 'user.deleted',
        data: { id: 'user_away', deleted: true },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(failures).toBe(1);
      expect(await byClerkId('user_away')).toEqual([]);
      expect((await me(token)).statusCode).toBe(401);
      // The file waits for the next try, a few seconds later.
      expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(async () => {
        expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
      });
    } finally {
      vi.useRealTimers();
      storage.remove = remove;
    }
  });

  it('deletes for good: the resume goes, and neither a live token nor a replay brings the user back', async () => {
    const { token, link } = await clerkUserWithResume('user_gone', 'Gone');
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    const created = { type: 'user.created', data: clerkUser('user_gone', 'Gone') };
    await deliver('msg_gone_1', created);
    await deliver('msg_gone_2', { type: 'user.deleted', data: { id: 'user_gone', deleted: true } });
    expect(await byClerkId('user_gone')).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);

    // The token is still within its lifetime, and the creation is replayed, even under a new id.
    expect((await me(token)).statusCode).toBe(401);
    expect((await deliver('msg_gone_1', created)).json()).toEqual({
      success: true,
      message: 'user.created already handled',
    });
    expect((await deliver('msg_gone_3', created)).json()).toEqual({
      success: true,
      message: 'user.created ignored',
    });
    expect(await byClerkId('user_gone')).toEqual([]);
  });

  it('deletes a Clerk account by its session or its webhook, the applications kept as "Deleted applicant"', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    const appliedAs = async (sub: string, first: string) => {
      const token = await sessionToken({ sub, first_name: first, email: `${first}@example.test` });
      const id = (await me(token)).json<{ user: { _id: string } }>().user._id;
      const row = await createApplication(db, { userId: id, jobId: job.id, companyId: company.id });
      await db
        .update(applications)
        .set({ coverLetter: `From ${first}` })
        .where(eq(applications.id, row.id));
      return { token, id, applicationId: row.id };
    };
    const bySession = await appliedAs('user_self', 'Selfdel');
    const byHook = await appliedAs('user_hooked', 'Hookdel');

    // A Clerk session is the person: no password to give, the email typed must match.
    const headers = { authorization: `Bearer ${bySession.token}` };
    const mistyped = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers,
      payload: { email: 'other@example.test' },
    });
    expect(mistyped.statusCode).toBe(400);
    // The session alone is not enough: the person types their email.
    const untyped = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers,
      payload: {},
    });
    expect(untyped.statusCode).toBe(400);
    expect((await me(bySession.token)).statusCode).toBe(200);
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers,
      payload: { email: 'SELFDEL@example.test' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(bySession.token)).statusCode).toBe(401);
    await deliver('msg_hooked', {
      type: 'user.deleted',
      data: { id: 'user_hooked', deleted: true },
    });
    expect((await me(byHook.token)).statusCode).toBe(401);

    const kept = await db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(kept.map((row) => [row.coverLetter, row.anonymisedAt instanceof Date])).toEqual([
      [null, true],
      [null, true],
    ]);
    const gone = await db
      .select()
      .from(users)
      .where(inArray(users.id, [bySession.id, byHook.id]));
    expect(gone.map((row) => [row.clerkId, row.firstName, row.email])).toEqual([
      [null, '', null],
      [null, '', null],
    ]);
    const token = await companyToken(ctx.app, company.id);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token },
    });
    const names = seen
      .json<{ applications: { userId: { name: string } }[] }>()
      .applications.map((a) => a.userId.name);
    expect(names).toEqual(['Deleted applicant', 'Deleted applicant']);
  });

  it('ignores a webhook older than the profile it already applied', async () => {
    const at = (first: string, updatedAt: number) => ({
      type: 'user.updated',
      data: { ...clerkUser('user_order', first), updated_at: updatedAt },
    });
    await deliver('msg_order_2', at('Newer', 2_000));
    expect((await deliver('msg_order_1', at('Older', 1_000))).json()).toEqual({
      success: true,
      message: 'user.updated ignored',
    });
    expect(await byClerkId('user_order')).toMatchObject([{ firstName: 'Newer' }]);
    await deliver('msg_order_3', at('Newest', 3_000));
    expect(await byClerkId('user_order')).toMatchObject([{ firstName: 'Newest' }]);
  });

  it('refuses unsigned, mis-signed, stale or altered webhooks', async () => {
    const body = JSON.stringify({ type: 'user.created', data: clerkUser('user_evil', 'Eve') });
    const post = (headers: Record<string, string>, payload = body) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/clerk',
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect((await post({})).statusCode).toBe(401);
    expect(
      (await post(svixHeaders(`whsec_${randomBytes(24).toString('base64')}`, 'm', body)))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(svixHeaders(webhookSecret, 'm', body, Math.floor(Date.now() / 1000) - 3600)))
        .statusCode,
    ).toBe(401);
    // Re-serialising the JSON changes the bytes: the signature is checked on the raw body.
    expect(
      (await post(svixHeaders(webhookSecret, 'm', body), body.replace('{', '{ '))).statusCode,
    ).toBe(401);
    const bad = 'not json';
    expect((await post(svixHeaders(webhookSecret, 'm', bad), bad)).statusCode).toBe(400);
    expect(await byClerkId('user_evil')).toEqual([]);
  });
});

describe('Clerk session tokens: required claims, issuer and authorized party', () => {
  let ctx: TestContext;
  let privateKey: CryptoKey;
  // pk_test_ + base64('clerk.example.test$'): the instance's Frontend API, the tokens' issuer.
  const publishableKey = `pk_test_${Buffer.from('clerk.example.test$').toString('base64')}`;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    ctx = await createTestApp('pglite', {
      clerk: {
        publishableKey,
        jwtKey: await exportSPKI(pair.publicKey),
        authorizedParties: ['https://jobs.example.test'],
      },
    });
  });
  afterAll(async () => ctx.close());

  const status = async (claims: Record<string, unknown>, build = (jwt: SignJWT) => jwt) => {
    const token = await build(
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).setSubject('user_rules'),
    ).sign(privateKey);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode;
  };
  const good = { iss: 'https://clerk.example.test', azp: 'https://jobs.example.test' };
  const timed = (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('5m');

  it('accepts a token from the instance for an allowed origin', async () => {
    expect(await status(good, timed)).toBe(200);
  });

  it('refuses a token without exp or iat', async () => {
    expect(await status(good, (jwt) => jwt.setIssuedAt())).toBe(401);
    expect(await status(good, (jwt) => jwt.setExpirationTime('5m'))).toBe(401);
  });

  it('refuses a token of another issuer or for another origin', async () => {
    expect(await status({ ...good, iss: 'https://evil.example' }, timed)).toBe(401);
    expect(await status({ ...good, azp: 'https://evil.example' }, timed)).toBe(401);
  });
});
