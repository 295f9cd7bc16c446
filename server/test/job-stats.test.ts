import { applications, jobViewDays } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
} from './helpers/factories';

const DAY = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

interface Stats {
  views: number;
  applications: number;
  byStatus: Record<string, number>;
  days: { day: string; views: number; applications: number }[];
}

describe.each(databaseKinds)('job stats, list views and copies on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

  it("gives a job's last 30 days, oldest first, with every day and every status", async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const job = await createJob(ctx.database.db, company.id);
    const now = Date.now();
    await ctx.database.db.insert(jobViewDays).values([
      { jobId: job.id, day: dayOf(now), views: 4 },
      { jobId: job.id, day: dayOf(now - 2 * DAY), views: 3 },
      // Outside the 30 days: in neither the days nor the total.
      { jobId: job.id, day: dayOf(now - 30 * DAY), views: 50 },
    ]);
    const statuses = ['Pending', 'Pending', 'Rejected'];
    for (const status of statuses) {
      const user = await createUser(ctx.database.db);
      await createApplication(ctx.database.db, {
        userId: user.id,
        jobId: job.id,
        companyId: company.id,
        status,
      });
    }
    const old = await createUser(ctx.database.db);
    await ctx.database.db.insert(applications).values({
      userId: old.id,
      jobId: job.id,
      companyId: company.id,
      status: 'Accepted',
      appliedAt: now - 40 * DAY,
    });

    const answer = await get(`/api/company/job-stats?jobId=${job.id}`, token);
    expect(answer.statusCode).toBe(200);
    const { stats } = answer.json<{ success: true; stats: Stats }>();
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]?.day).toBe(dayOf(now - 29 * DAY));
    expect(stats.days.at(-1)).toEqual({ day: dayOf(now), views: 4, applications: 3 });
    expect(stats.days.at(-3)).toEqual({ day: dayOf(now - 2 * DAY), views: 3, applications: 0 });
    expect(stats.days.filter((day) => day.views === 0 && day.applications === 0)).toHaveLength(28);
    expect(stats.views).toBe(7);
    expect(stats.applications).toBe(3);
    // By status counts every application, the one from before the 30 days too.
    expect(stats.byStatus).toMatchObject({ Pending: 2, Rejected: 1, Accepted: 1 });
    expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(4);

    const listed = await get('/api/company/list-jobs', token);
    const row = listed
      .json<{ jobsData: { _id: string; views: number; applicants: number }[] }>()
      .jobsData.find((j) => j._id === job.id);
    expect(row).toMatchObject({ views: 7, applicants: 4 });
  });

  it("refuses another company's job, a job that is not there, a malformed id and no token", async () => {
    const mine = await createCompany(ctx.database.db);
    const theirs = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, mine.id);
    const job = await createJob(ctx.database.db, theirs.id);
    const other = await get(`/api/company/job-stats?jobId=${job.id}`, token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Job not found' });
    const missing = await get(
      '/api/company/job-stats?jobId=00000000-0000-4000-8000-000000000000',
      token,
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await get('/api/company/job-stats?jobId=nope', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ success: boolean }>().success).toBe(false);
    expect((await get('/api/company/job-stats', token)).statusCode).toBe(400);
    expect((await get(`/api/company/job-stats?jobId=${job.id}`)).statusCode).toBe(401);
  });

  it("names a duplicate '<title> (copy)', within a title's 200 characters", async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    for (const [title, expected] of [
      ['Data Engineer', 'Data Engineer (copy)'],
      ['x'.repeat(200), `${'x'.repeat(193)} (copy)`],
    ] as const) {
      const job = await createJob(ctx.database.db, company.id, { title });
      const copy = await ctx.app.inject({
        method: 'POST',
        url: '/api/company/duplicate-job',
        headers: { token },
        payload: { id: job.id },
      });
      expect(copy.statusCode).toBe(200);
      const copyId = copy.json<{ job: { _id: string } }>().job._id;
      const read = await get(`/api/jobs/${copyId}`, token);
      expect(read.json<{ job: { title: string } }>().job.title).toBe(expected);
    }
  });
});
