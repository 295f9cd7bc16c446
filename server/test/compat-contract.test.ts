import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { COMPAT, fromOrigin, ORDINARY } from './helpers/compat';
import { logoFile, multipart } from './helpers/multipart';

// The recruiter's calls of the spec, and its lists, replayed as its third-party clients send
// them: from a compat origin a handled failure answers 200 with `success: false`; from any other,
// its real status.
const cases = databaseKinds.flatMap((kind) => [
  { kind, origin: COMPAT },
  { kind, origin: ORDINARY },
]);

describe.each(cases)('the spec API on $kind from $origin', ({ kind, origin }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { corsOrigins: [COMPAT, ORDINARY], compatOrigins: [COMPAT] });
  });
  afterAll(async () => ctx.close());

  const { call, failed } = fromOrigin(() => ctx, origin);

  it('registers with the multipart form, and refuses a wrong password with a readable message', async () => {
    const form = multipart(
      { name: 'Spec Co', email: `spec-${kind}@client.test`, password: 'spec-password-1' },
      logoFile(),
    );
    const registered = await call({
      method: 'POST',
      url: '/api/company/register',
      ...form,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ success: true, token: expect.any(String) as string });
    const login = (password: string) =>
      call({
        method: 'POST',
        url: '/api/company/login',
        payload: { email: `spec-${kind}@client.test`, password },
      });
    failed(await login('wrong-password'), 401);
    expect((await login('spec-password-1')).statusCode).toBe(200);
    // Registering twice is a conflict the client must be able to read too.
    failed(await call({ method: 'POST', url: '/api/company/register', ...form }), 409);
  });

  it('posts jobs with the spellings spec clients send, storing the canonical ones', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await ctx.app.auth.tokens.sign('company', company.id);
    const post = (fields: Record<string, string | number>) =>
      call({
        method: 'POST',
        url: '/api/company/post-job',
        headers: { token },
        payload: {
          title: 'Spec Job',
          description: '<p>Made by a spec client</p>',
          location: 'Bangalore',
          category: 'Programming',
          level: 'Begineer Level',
          salary: '25000',
          ...fields,
        },
      });
    const stored = async (fields: Record<string, string | number>) => {
      const res = await post(fields);
      expect(res.json()).toMatchObject({ success: true, message: 'Job Added' });
      const id = res.json<{ job: { _id: string } }>().job._id;
      const job = await call({ method: 'GET', url: `/api/jobs/${id}` });
      return job.json<{ job: { level: string; salary: number } }>().job;
    };
    expect(await stored({ level: 'beginner' })).toMatchObject({
      level: 'Begineer Level',
      salary: 25000,
    });
    expect(await stored({ level: 'Begineer' })).toMatchObject({ level: 'Begineer Level' });
    expect(await stored({ level: 'Senior level', salary: 9 })).toMatchObject({
      level: 'Senior Level',
      salary: 9,
    });
    expect(await stored({ level: 'INTERMEDIATE LEVEL' })).toMatchObject({
      level: 'Intermediate Level',
    });
    failed(await post({ level: 'Expert' }), 400);
    failed(await post({ level: 'constructor' }), 400);
    failed(await post({ salary: '25k' }), 400);
    failed(await post({ title: '' }), 400);
    failed(await call({ method: 'POST', url: '/api/company/post-job', payload: {} }), 401);
  });

  it('lists the unpaged answers oldest first, pages newest first', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await ctx.app.auth.tokens.sign('company', company.id);
    const made: string[] = [];
    for (const postedAt of [3_000, 1_000, 2_000])
      made.push((await createJob(ctx.database.db, company.id, { postedAt })).id);
    const oldestFirst = [made[1], made[2], made[0]];
    const ids = (jobs: { _id: string }[]) => jobs.map((j) => j._id);

    const all = await call({ method: 'GET', url: '/api/jobs' });
    const mine = ids(all.json<{ jobs: { _id: string }[] }>().jobs).filter((id) =>
      made.includes(id),
    );
    expect(mine).toEqual(oldestFirst);
    const listed = await call({ method: 'GET', url: '/api/company/list-jobs', headers: { token } });
    expect(ids(listed.json<{ jobsData: { _id: string }[] }>().jobsData)).toEqual(oldestFirst);
    const paged = await call({
      method: 'GET',
      url: '/api/company/list-jobs?page=1',
      headers: { token },
    });
    expect(ids(paged.json<{ jobsData: { _id: string }[] }>().jobsData)).toEqual(
      [...oldestFirst].reverse(),
    );
    failed(
      await call({ method: 'GET', url: '/api/company/list-jobs', headers: { token: 'null' } }),
      401,
    );
  });
});
