import type { Job } from 'shared-api/contract';
import { jobs } from '../src/platform/schema';
import { databaseKinds } from './helpers/databases';
import { createTestApp, type TestContext } from './helpers/app';
import { companyToken, createCompany, createJob } from './helpers/factories';

type ListBody = {
  success: boolean;
  jobs: Job[];
  total?: number;
  page?: number;
  pageSize?: number;
  message?: string;
};

describe.each(databaseKinds)('jobs API on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    return { status: res.statusCode, body: res.json<ListBody>() };
  };

  it('answers the spec form: every visible job, oldest first (the spec reverses it), with its company', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Spec Co' });
    const older = await createJob(ctx.database.db, company.id, { postedAt: 1_000 });
    const newer = await createJob(ctx.database.db, company.id, { postedAt: 2_000 });
    const hidden = await createJob(ctx.database.db, company.id, { visible: false });

    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.total).toBeUndefined();
    const ids = body.jobs.map((j) => j._id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const dates = body.jobs.map((j) => j.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(body.jobs.find((j) => j._id === newer.id)).toMatchObject({
      _id: newer.id,
      title: newer.title,
      date: 2_000,
      visible: true,
      companyId: { _id: company.id, name: 'Spec Co', image: `/files/${company.imageKey}` },
    });
  });

  it('answers one page and the total with page and pageSize, 6 by default', async () => {
    const company = await createCompany(ctx.database.db);
    for (let i = 0; i < 8; i += 1)
      await createJob(ctx.database.db, company.id, { postedAt: 10_000 + i });

    const first = await list(`?page=1&companyId=${company.id}`);
    expect(first.body).toMatchObject({ success: true, total: 8, page: 1, pageSize: 6 });
    expect(first.body.jobs.map((j) => j.date)).toEqual([
      10_007, 10_006, 10_005, 10_004, 10_003, 10_002,
    ]);
    const second = await list(`?page=2&pageSize=6&companyId=${company.id}`);
    expect(second.body.jobs.map((j) => j.date)).toEqual([10_001, 10_000]);
    const beyond = await list(`?page=9&companyId=${company.id}`);
    expect(beyond.body).toMatchObject({ jobs: [], total: 8 });
  });

  it('filters by the spec rule: title and location contain (any case), categories and locations match', async () => {
    const company = await createCompany(ctx.database.db);
    const c = `&companyId=${company.id}`;
    const make = (title: string, category: string, location: string) =>
      createJob(ctx.database.db, company.id, { title, category, location });
    const react = await make('Senior React Developer', 'Programming', 'Mumbai');
    const data = await make('Data Analyst', 'Data Science', 'Chennai');
    const design = await make('UI Designer', 'Design', 'New York');
    const ids = async (query: string) =>
      (await list(`?page=1${c}${query}`)).body.jobs.map((j) => j._id).sort();

    expect(await ids('&title=react')).toEqual([react.id]);
    expect(await ids('&title=  DATA ')).toEqual([data.id]);
    expect(await ids('&location=new')).toEqual([design.id]);
    expect(await ids('&categories=Programming,Design')).toEqual([react.id, design.id].sort());
    expect(await ids('&locations=Chennai')).toEqual([data.id]);
    expect(await ids('&categories=Programming&locations=Chennai')).toEqual([]);
    expect(await ids('&title=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await ids('')).toHaveLength(3);
  });

  it('rejects bad query values with a clear 400', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?pageSize=1000&page=1',
      '?categories=Cooking',
      '?companyId=nope',
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^Invalid /);
    }
  });

  it('answers one job by id, 404 for an unknown one and 400 for a malformed id', async () => {
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id, { title: 'One job' });
    const found = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      success: true,
      job: { _id: job.id, title: 'One job', companyId: { _id: company.id } },
    });

    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Job not found' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/jobs/not-an-id' });
    expect(malformed.statusCode).toBe(400);
  });

  it('shows a hidden job to its own company only', async () => {
    const owner = await createCompany(ctx.database.db);
    const other = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, owner.id, { visible: false });
    const answer = async (id: string, token?: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/${id}`,
        headers: token ? { token } : {},
      });
      return [res.statusCode, res.json<unknown>()];
    };
    const get = async (token?: string) => (await answer(job.id, token))[0];

    expect(await get()).toBe(404);
    expect(await get(await companyToken(ctx.app, other.id))).toBe(404);
    expect(await get(await companyToken(ctx.app, owner.id))).toBe(200);
    expect(await get('forged.token.value')).toBe(401);

    // To anyone but its company a hidden job answers as a missing one, whatever token is sent.
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const token of [undefined, 'forged.token.value', await companyToken(ctx.app, other.id)]) {
      expect(await answer(job.id, token), token).toEqual(await answer(missing, token));
    }
  });

  it('shows a job posted or hidden through the API at once, though lists are cached', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const ids = async () =>
      (await list(`?page=1&companyId=${company.id}`)).body.jobs.map((j) => j._id);
    expect(await ids()).toEqual([]);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: { token },
      payload: {
        title: 'Fresh',
        description: '<p>Fresh work.</p>',
        location: 'Mumbai',
        category: 'Design',
        level: 'Senior Level',
        salary: 1,
      },
    });
    const jobId = posted.json<{ job: { _id: string } }>().job._id;
    expect(await ids()).toEqual([jobId]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-visibility',
      headers: { token },
      payload: { id: jobId },
    });
    expect(await ids()).toEqual([]);
  });

  it('answers a page from committed jobs only, while another caller holds a transaction open', async () => {
    const company = await createCompany(ctx.database.db);
    await createJob(ctx.database.db, company.id, { title: 'Committed role', postedAt: 1 });
    let inserted = () => {};
    let rollBack = () => {};
    const insertedOne = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = new Promise<void>((resolve) => (rollBack = resolve));
    const transaction = ctx.database.db
      .transaction(async (tx) => {
        await tx.insert(jobs).values({
          companyId: company.id,
          title: 'Uncommitted role',
          description: '<p>Never committed.</p>',
          location: 'Bangalore',
          category: 'Programming',
          level: 'Senior Level',
          salary: 1,
          postedAt: 2,
        });
        inserted();
        await rolledBack;
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    await insertedOne;

    // PGlite has one session: a page read while the transaction is open would see its insert.
    const page = ctx.app.inject({ method: 'GET', url: `/api/jobs?page=1&companyId=${company.id}` });
    await Promise.race([page, new Promise((resolve) => setTimeout(resolve, 200))]);
    rollBack();
    expect(await transaction).toEqual(new Error('rolled back'));
    expect((await page).json<ListBody>().jobs.map((job) => job.title)).toEqual(['Committed role']);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No route for GET /api/nothing-here' });
  });
});
