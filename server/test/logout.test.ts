import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { revokedTokens } from '../src/platform/schema';
import { clerkAuthorizedParties } from '../src/accounts/auth-plugin';
import { deriveKey } from '../src/platform/secrets';
import { signedFileUrl } from '../src/files/signed-url';
import { TokenService } from '../src/accounts/tokens';
import { createTestApp, storedFiles, testConfig, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createUser, FACTORY_PASSWORD } from './helpers/factories';
import { multipart, resumeFile } from './helpers/multipart';

describe.each(databaseKinds)('logout ends the token on the server, on %s', (kind) => {
  let ctx: TestContext;
  // A second server process on the same database (PostgreSQL), or a second app on the same
  // embedded one: what one process revokes, the other refuses.
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle | null = null;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const url = ctx.database.url;
    otherDatabase = url ? await openDatabase({ url }) : null;
    other = await buildApp(testConfig(), {
      database: otherDatabase ?? ctx.database,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await otherDatabase?.close();
    await ctx.close();
  });

  const companyLogin = async (email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/login',
      payload: { email, password: FACTORY_PASSWORD },
    });
    return res.json<{ token: string }>().token;
  };

  it('refuses a company token after its logout, in every process, and keeps other sessions', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyLogin(company.email);
    const otherSession = await companyLogin(company.email);
    expect(otherSession).not.toBe(token);
    const me = (app: FastifyInstance, t: string) =>
      app.inject({ method: 'GET', url: '/api/company/company', headers: { token: t } });
    expect((await me(other, token)).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/logout',
      headers: { token },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' });
    expect(logout.headers['cache-control']).toBe('no-store');

    for (const app of [ctx.app, other]) {
      const refused = await me(app, token);
      expect(refused.statusCode).toBe(401);
      const posted = await app.inject({
        method: 'POST',
        url: '/api/company/change-visibility',
        headers: { token },
        payload: { id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(posted.statusCode).toBe(401);
    }
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/logout',
      headers: { token },
    });
    expect(again.statusCode).toBe(401);
    expect((await me(other, otherSession)).statusCode).toBe(200);
  });

  it('refuses a job seeker token after sign-out, in every process', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Out',
        lastName: 'Going',
        email: `out-${kind}@seeker.example`,
        password: 'long-password-1',
      },
    });
    const token = signUp.json<{ token: string }>().token;
    const bearer = { authorization: `Bearer ${token}` };
    expect(
      (await other.inject({ method: 'GET', url: '/api/users/user', headers: bearer })).statusCode,
    ).toBe(200);

    const out = await other.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer });
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    for (const app of [ctx.app, other]) {
      for (const url of ['/api/users/user', '/api/users/applications']) {
        expect((await app.inject({ method: 'GET', url, headers: bearer })).statusCode).toBe(401);
      }
      const { payload, headers } = multipart({}, resumeFile());
      const upload = await app.inject({
        method: 'POST',
        url: '/api/users/update-resume',
        headers: { ...headers, ...bearer },
        payload,
      });
      expect(upload.statusCode).toBe(401);
    }
    expect(storedFiles(ctx.app).size).toBe(0);
  });

  it('answers 401 to a logout without a valid token', async () => {
    for (const headers of [{}, { token: 'forged' }, { authorization: 'Bearer forged' }]) {
      for (const url of ['/api/company/logout', '/api/auth/sign-out']) {
        const res = await ctx.app.inject({ method: 'POST', url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json<{ success: boolean }>().success).toBe(false);
      }
    }
  });

  it('forgets revoked tokens once they would have expired anyway', async () => {
    await ctx.database.db.insert(revokedTokens).values({ tokenHash: 'long-gone', expiresAt: 1 });
    const user = await createUser(ctx.database.db);
    const token = await ctx.app.auth.tokens.sign('user', user.id);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    const left = await ctx.database.db.select().from(revokedTokens);
    expect(left.map((row) => row.tokenHash)).not.toContain('long-gone');
    expect(left.length).toBeGreaterThan(0);
  });
});

describe('keys derived from the signing secret', () => {
  let ctx: TestContext;
  const secret = new TextEncoder().encode(testConfig().jwtSecret);
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => ctx.close());

  it('refuse a token signed with the secret itself, or with the file links’ key', async () => {
    const user = await createUser(ctx.database.db);
    for (const key of [secret, deriveKey(secret, 'file-links')]) {
      const token = await new TokenService(key).sign('user', user.id);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const good = await new TokenService(deriveKey(secret, 'tokens')).sign('user', user.id);
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: `Bearer ${good}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuse a file link signed with the tokens’ key', async () => {
    const key = 'resumes/00000000-0000-4000-8000-000000000001.pdf';
    storedFiles(ctx.app).set(key, Buffer.from('%PDF-1.4'));
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: signedFileUrl(deriveKey(secret, 'tokens'), key),
    });
    expect(wrong.statusCode).toBe(403);
    const right = await ctx.app.inject({
      method: 'GET',
      url: signedFileUrl(deriveKey(secret, 'file-links'), key),
    });
    expect(right.statusCode).toBe(200);
  });
});

describe("Clerk's authorized parties", () => {
  it('default to the apps’ origins: CORS_ORIGINS and PUBLIC_URL', () => {
    expect(
      clerkAuthorizedParties(
        testConfig({
          corsOrigins: ['https://jobs.example', 'https://recruit.example'],
          publicUrl: 'https://api.jobs.example/base/',
        }),
      ),
    ).toEqual(['https://jobs.example', 'https://recruit.example', 'https://api.jobs.example']);
    expect(
      clerkAuthorizedParties(
        testConfig({
          corsOrigins: ['https://jobs.example'],
          clerk: { authorizedParties: ['https://only.example'] },
        }),
      ),
    ).toEqual(['https://only.example']);
  });
});
