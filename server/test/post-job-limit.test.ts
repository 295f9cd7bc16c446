import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';

describe.each(databaseKinds)('post-job rate limit on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { postJobRateMax: 3 });
  });
  afterAll(async () => ctx.close());

  const post = async (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: { token },
      payload: {
        title: 'Flood',
        description: '<p>x</p>',
        location: 'Mumbai',
        category: 'Design',
        level: 'Senior Level',
        salary: 1,
      },
    });

  it('limits each company on its own, whatever address it posts from', async () => {
    const flooder = await companyToken(ctx.app, (await createCompany(ctx.database.db)).id);
    const other = await companyToken(ctx.app, (await createCompany(ctx.database.db)).id);
    for (let i = 0; i < 3; i += 1) expect((await post(flooder)).statusCode).toBe(200);
    const refused = await post(flooder);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Too many attempts/);
    expect((await post(other)).statusCode).toBe(200);
  });
});
