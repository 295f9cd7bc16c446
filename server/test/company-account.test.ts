import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, FACTORY_PASSWORD } from './helpers/factories';
import { JPEG, logoFile, multipart, PDF, PNG, type FilePart } from './helpers/multipart';

describe.each(databaseKinds)('company accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());
  const fileCount = () => storedFiles(ctx.app).size;

  const register = (fields: Record<string, string>, file: FilePart | null = logoFile()) => {
    const { payload, headers } = multipart(fields, file ?? undefined);
    return ctx.app.inject({ method: 'POST', url: '/api/company/register', payload, headers });
  };

  it('registers a company with a logo and answers its token', async () => {
    const res = await register({
      name: 'Globex',
      email: 'Jobs@Globex.test',
      password: 'long-password',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      success: boolean;
      company: { _id: string; email: string; image: string };
      token: string;
    }>();
    expect(body).toMatchObject({
      success: true,
      company: { name: 'Globex', email: 'jobs@globex.test' },
    });
    expect(body.company).not.toHaveProperty('passwordHash');
    const logo = await ctx.app.inject({ method: 'GET', url: body.company.image });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/company',
      headers: { token: body.token },
    });
    // The registered account is its team's owner (decision 0040).
    expect(me.json()).toEqual({
      success: true,
      company: body.company,
      member: { _id: body.company._id, name: 'Globex', role: 'owner' },
    });
  });

  it('refuses a second company with the same email, in any case', async () => {
    await register({ name: 'First', email: 'dup@company.test', password: 'long-password' });
    const before = fileCount();
    const res = await register({
      name: 'Second',
      email: 'DUP@company.test',
      password: 'long-password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'A company with this email is already registered',
    });
    expect(fileCount()).toBe(before);
  });

  it('rejects a missing, mistyped or oversized logo and bad fields, storing nothing', async () => {
    const before = fileCount();
    const fields = { name: 'Initech', email: 'x@initech.test', password: 'long-password' };
    const cases = [
      { res: await register(fields, null), status: 400, message: 'Please upload a company logo' },
      {
        res: await register(fields, logoFile(PDF, 'image/png')),
        status: 415,
        message: 'The logo must be a PNG, JPEG or WebP image',
      },
      {
        res: await register(fields, logoFile(Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]))),
        status: 413,
        message: 'The logo is too large: 2 MB at most',
      },
      {
        res: await register({ ...fields, email: 'not-an-email' }),
        status: 400,
        message: 'Enter a valid email address',
      },
      {
        res: await register({ ...fields, password: 'short' }),
        status: 400,
        message: 'Password must be at least 8 characters',
      },
      {
        res: await register({ email: fields.email, password: fields.password }),
        status: 400,
        message: 'Company name is required',
      },
    ];
    for (const { res, status, message } of cases) {
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/register',
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    expect(fileCount()).toBe(before);
  });

  it('logs in with the right password only, without saying which emails exist', async () => {
    const company = await createCompany(ctx.database.db);
    const login = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/company/login', payload: { email, password } });
    const ok = await login(company.email.toUpperCase(), FACTORY_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      company: { _id: company.id },
      token: expect.any(String) as string,
    });
    const wrong = await login(company.email, 'wrong-password');
    const unknown = await login('nobody@nowhere.test', FACTORY_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('needs a valid company token to read the company', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/company' })).statusCode).toBe(
      401,
    );
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/company',
      headers: { token: 'nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<{ message: string }>().message).toMatch(/log in again/);
  });
});
