import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';

const SHELL = 'https://shell.example.test';

describe.each(databaseKinds)('the API on its own origin, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      corsOrigins: [SHELL, 'https://seeker.example.test'],
      publicUrl: 'https://api.example.test/',
    });
    await createJob(ctx.database.db, (await createCompany(ctx.database.db)).id);
  });
  afterAll(async () => ctx.close());

  it('answers preflights from the configured origins for the token and Authorization headers', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/company/company',
      headers: {
        origin: SHELL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/token/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names the calling origin on answers, and only a configured one', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs?page=1',
      headers: { origin: SHELL },
    });
    expect(ok.headers['access-control-allow-origin']).toBe(SHELL);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs?page=1',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hands out absolute file URLs under PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1' });
    const image = res.json<{ jobs: { companyId: { image: string } }[] }>().jobs[0]?.companyId.image;
    expect(image).toMatch(/^https:\/\/api\.example\.test\/files\/logos\//);
  });
});

describe('the API with the apps on its own origin', () => {
  it('sends no CORS headers and relative file URLs when nothing is configured', async () => {
    const ctx = await createTestApp('pglite');
    try {
      await createJob(ctx.database.db, (await createCompany(ctx.database.db)).id);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/jobs?page=1',
        headers: { origin: SHELL },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(
        res.json<{ jobs: { companyId: { image: string } }[] }>().jobs[0]?.companyId.image,
      ).toMatch(/^\/files\/logos\//);
    } finally {
      await ctx.close();
    }
  });
});
