import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { logoFile, multipart } from './helpers/multipart';
import { expireInvitation, post } from './helpers/team';

/**
 * A pending invitation holds its email against other companies (decision 0040) for as long as
 * it can be accepted. Once it has expired nobody can accept it, and the email must be free
 * again: otherwise any company squats any address for good by inviting it once.
 */
describe.each(databaseKinds)('an expired invitation holds no email, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const register = (email: string) => {
    const { payload, headers } = multipart(
      { name: 'Rightful Owner Ltd', email, password: 'rightful-password-1' },
      logoFile(),
    );
    return ctx.app.inject({ method: 'POST', url: '/api/company/register', payload, headers });
  };
  const owner = async () => companyToken(ctx.app, (await createCompany(ctx.database.db)).id);
  const invite = async (token: string, email: string) =>
    post(ctx.app, '/api/company/invite', token, { email, role: 'viewer' });

  it('lets the person register their own company with it', async () => {
    const email = 'founder@squatted.example';
    expect((await invite(await owner(), email)).statusCode).toBe(200);
    await expireInvitation(ctx.database.db, email);

    const res = await register(email);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets another company invite it', async () => {
    const email = 'recruiter@squatted.example';
    expect((await invite(await owner(), email)).statusCode).toBe(200);
    await expireInvitation(ctx.database.db, email);

    const res = await invite(await owner(), email);
    expect(res.statusCode, res.body).toBe(200);
  });
});
