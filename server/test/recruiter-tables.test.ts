import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';

interface Listed {
  applications: { _id: string; status: string; jobId: { _id: string } }[];
  total?: number;
  page?: number;
  pageSize?: number;
}

describe.each(databaseKinds)('paged recruiter tables on %s', (kind) => {
  let ctx: TestContext;
  let token: string;
  let seeker: string;
  let jobIds: string[];
  /** Newest first, as every answer orders them. */
  let applicationIds: string[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const db = ctx.database.db;
    const company = await createCompany(db);
    token = await companyToken(ctx.app, company.id);
    const jobs = [
      await createJob(db, company.id, { title: 'Data Wrangler', postedAt: 1_000 }),
      await createJob(db, company.id, { title: 'Pixel Pusher', postedAt: 2_000, closedAt: 5 }),
      await createJob(db, company.id, { title: 'Queue Keeper', postedAt: 3_000 }),
    ];
    jobIds = jobs.map((job) => job.id);
    const grace = await createUser(db, { firstName: 'Grace', lastName: 'Hopper' });
    seeker = await userToken(ctx.app, grace.id);
    applicationIds = [];
    for (let i = 0; i < 30; i += 1) {
      const user = i % 10 === 0 ? grace : await createUser(db);
      const job = jobs[i % 3];
      if (!job) continue;
      const row = await createApplication(db, {
        userId: user.id,
        jobId: job.id,
        companyId: company.id,
        status: i % 4 === 0 ? 'Shortlisted' : 'Pending',
      });
      await ctx.database.db.execute(
        // Distinct times, so "newest first" is one order.
        sql`update applications set applied_at = ${10_000 + i} where id = ${row.id}`,
      );
      applicationIds.unshift(row.id);
    }
    // Another company's applications never show.
    const other = await createCompany(db);
    const theirJob = await createJob(db, other.id);
    await createApplication(db, { userId: grace.id, jobId: theirJob.id, companyId: other.id });
  });
  afterAll(async () => ctx.close());

  const get = async (url: string, headers: Record<string, string> = { token }) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Listed>();
  };

  it('answers the whole list without page, as the spec does, newest first', async () => {
    const whole = await get('/api/company/applicants');
    expect(whole.applications.map((a) => a._id)).toEqual(applicationIds);
    expect(whole.total).toBeUndefined();
  });

  it('answers a page and the total, with filters by stage, job and name or title', async () => {
    const first = await get('/api/company/applicants?page=1&pageSize=7');
    expect(first).toMatchObject({ total: applicationIds.length, page: 1, pageSize: 7 });
    expect(first.applications.map((a) => a._id)).toEqual(applicationIds.slice(0, 7));
    const last = await get('/api/company/applicants?page=5&pageSize=7');
    expect(last.applications.map((a) => a._id)).toEqual(applicationIds.slice(28));

    const shortlisted = await get('/api/company/applicants?page=1&pageSize=100&status=Shortlisted');
    expect(shortlisted.applications.every((a) => a.status === 'Shortlisted')).toBe(true);
    expect(shortlisted.total).toBe(shortlisted.applications.length);
    expect(shortlisted.total).toBeGreaterThan(0);

    const byJob = await get(`/api/company/applicants?page=1&jobId=${jobIds[2]}`);
    expect(byJob.applications.every((a) => a.jobId._id === jobIds[2])).toBe(true);
    expect(byJob.total).toBe(byJob.applications.length);

    const byName = await get('/api/company/applicants?page=1&q=grace%20hop');
    // Grace applied to each of the three jobs (i = 0, 10, 20).
    expect(byName.total).toBe(3);
    const byTitle = await get('/api/company/applicants?page=1&q=PIXEL');
    expect(byTitle.applications.every((a) => a.jobId._id === jobIds[1])).toBe(true);

    for (const query of ['pageSize=101', 'status=Hired', 'jobId=nope', 'page=0']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/company/applicants?page=1&${query}`,
        headers: { token },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("pages a seeker's own applications the same way", async () => {
    const headers = { authorization: `Bearer ${seeker}` };
    const whole = await get('/api/users/applications', headers);
    // Three here, one to the other company.
    expect(whole.applications).toHaveLength(4);
    const page = await get('/api/users/applications?page=2&pageSize=3', headers);
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.applications.map((a) => a._id)).toEqual([whole.applications[3]?._id]);
  });

  it('pages and searches the company job list, with status and applicant counts', async () => {
    const list = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/company/list-jobs${query}`,
        headers: { token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        jobsData: { _id: string; applicants: number; status: string }[];
        total?: number;
      }>();
    };
    const whole = await list('');
    // The whole list oldest first (the spec reverses it); pages newest first.
    expect(whole.jobsData.map((j) => j._id)).toEqual(jobIds);
    expect(whole.jobsData.reduce((sum, j) => sum + j.applicants, 0)).toBe(applicationIds.length);
    const page = await list('?page=2&pageSize=2');
    expect(page).toMatchObject({ total: 3 });
    expect(page.jobsData.map((j) => j._id)).toEqual([jobIds[0]]);
    expect((await list('?page=1&status=closed')).jobsData.map((j) => j._id)).toEqual([jobIds[1]]);
    expect((await list('?page=1&status=open')).total).toBe(2);
    expect((await list('?page=1&q=queue')).jobsData.map((j) => j._id)).toEqual([jobIds[2]]);
  });
});

describe.each(databaseKinds)('whole lists past one batch on %s', (kind) => {
  let ctx: TestContext;
  let token: string;
  const APPLICANTS = 600;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const db = ctx.database.db;
    const company = await createCompany(db);
    token = await companyToken(ctx.app, company.id);
    const jobs = [await createJob(db, company.id), await createJob(db, company.id)];
    await db.execute(sql`
      insert into users (first_name, last_name) select 'Many', g::text from generate_series(1, ${APPLICANTS}) g`);
    // 1,200 applications (more than two streamed batches), three to a time: ties on applied_at.
    await db.execute(sql`
      insert into applications (user_id, job_id, company_id, applied_at)
      select u.id, j.id, ${company.id}, 1000 + (row_number() over (order by u.id, j.id)) / 3
      from users u cross join (select unnest(${sql.param([jobs[0]?.id, jobs[1]?.id])}::uuid[]) as id) j
      where u.first_name = 'Many'`);
  });
  afterAll(async () => ctx.close());

  it('streams every application once, newest first, across batches', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { applications } = res.json<{ applications: { _id: string; date: number }[] }>();
    expect(applications).toHaveLength(APPLICANTS * 2);
    expect(new Set(applications.map((a) => a._id)).size).toBe(APPLICANTS * 2);
    const dates = applications.map((a) => a.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
