import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  FACTORY_PASSWORD,
} from './helpers/factories';
import { JPEG, logoFile, multipart, PDF, PNG, type FilePart } from './helpers/multipart';

describe.each(databaseKinds)('company API on %s', (kind) => {
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
    expect(me.json()).toEqual({ success: true, company: body.company });
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

  it('posts a job, lists it with its applicant count, and toggles its visibility', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: { token },
      payload: {
        title: 'Platform Engineer',
        description: '<p>Build things</p>',
        location: 'Mumbai',
        category: 'Programming',
        level: 'Senior Level',
        salary: 120000,
      },
    });
    expect(post.statusCode).toBe(200);
    const jobId = post.json<{ job: { _id: string } }>().job._id;
    const other = await createJob(ctx.database.db, company.id, { postedAt: 1 });
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(ctx.database.db);
      await createApplication(ctx.database.db, { userId: user.id, jobId, companyId: company.id });
    }

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs',
      headers: { token },
    });
    const jobsData = listed.json<{
      jobsData: { _id: string; applicants: number; title: string }[];
    }>().jobsData;
    expect(jobsData.map((j) => [j._id, j.applicants])).toEqual([
      [jobId, 3],
      [other.id, 0],
    ]);

    const toggle = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/change-visibility',
        headers: { token },
        payload: { id: jobId },
      });
    expect((await toggle()).json()).toEqual({ success: true, message: 'Job is now hidden' });
    const publicList = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs?page=1&companyId=${company.id}`,
    });
    expect(publicList.json<{ jobs: { _id: string }[] }>().jobs.map((j) => j._id)).toEqual([
      other.id,
    ]);
    expect((await toggle()).json()).toEqual({ success: true, message: 'Job is now visible' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-visibility',
      headers: { token },
      payload: { id: '00000000-0000-4000-8000-00000000eeee' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates job fields', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const valid = {
      title: 'T',
      description: '',
      location: 'Mumbai',
      category: 'Design',
      level: 'Begineer Level',
      salary: 0,
    };
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/company/post-job', headers: { token }, payload });
    expect((await post(valid)).statusCode).toBe(200);
    for (const bad of [
      { title: '  ' },
      { salary: -1 },
      { salary: 10.5 },
      { salary: '100' },
      { location: 'Paris' },
      { category: 'Cooking' },
      { level: 'Beginner Level' },
    ]) {
      const res = await post({ ...valid, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Invalid/) as string,
      });
    }
  });

  it('lists its applicants with their resume link, and sets Accepted or Rejected', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const job = await createJob(ctx.database.db, company.id, { title: 'Reviewer' });
    const user = await createUser(ctx.database.db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      resumeKey: 'resumes/00000000-0000-4000-8000-000000000001.pdf',
    });
    await ctx.app.storage.put('resumes/00000000-0000-4000-8000-000000000001.pdf', PDF);
    const application = await createApplication(ctx.database.db, {
      userId: user.id,
      jobId: job.id,
      companyId: company.id,
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token },
    });
    const [row] = res.json<{
      applications: {
        _id: string;
        userId: { name: string; resume: string };
        jobId: object;
        status: string;
      }[];
    }>().applications;
    expect(row).toMatchObject({
      _id: application.id,
      status: 'Pending',
      jobId: { _id: job.id, title: 'Reviewer', location: job.location },
      userId: { name: 'Ada Lovelace' },
    });
    const resume = await ctx.app.inject({ method: 'GET', url: row?.userId.resume ?? '' });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');

    const change = (status: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/change-status',
        headers: { token },
        payload: { id: application.id, status },
      });
    expect((await change('Accepted')).json()).toEqual({
      success: true,
      message: 'Application accepted',
    });
    expect((await change('Pending')).statusCode).toBe(400);
    expect((await change('Hired')).statusCode).toBe(400);
    expect((await change('Rejected')).statusCode).toBe(200);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-status',
      headers: { token },
      payload: { id: '00000000-0000-4000-8000-00000000ffff', status: 'Accepted' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
