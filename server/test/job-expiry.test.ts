import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs } from '../src/platform/schema';
import { createTestApp, createTwoProcesses, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { expireDueJobs } from '../src/jobs/posting-queries';
import { companyToken, createCompany, createJob, createUser, userToken } from './helpers/factories';
import { companyCall, DAY, jobAnswer, listed, specJob } from './helpers/postings';
import { lacks } from './helpers/test-env';

/**
 * Within 10 s of its closing time, the issue says; the default sweep is every 3 s. Posted 1.5 s
 * before it closes, a job polled for 11.5 s must be gone by 10 s past its closing time.
 */
const LEAVES_WITHIN_MS = 10_000;

async function postClosingSoon(app: FastifyInstance, companyId: string, inMs: number) {
  const closesAt = Date.now() + inMs;
  const res = await companyCall(app, await companyToken(app, companyId))('post-job', {
    ...specJob,
    category: 'Cybersecurity',
    closesAt,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ job: { _id: string } }>().job._id;
}

describe.each(databaseKinds)('jobs past their closing date on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Pages kept for ten minutes: only the sweep's invalidation can take the job off them.
    ctx = await createTestApp(kind, { jobListCacheTtlMs: 600_000 });
  });
  afterAll(async () => ctx.close());

  it('leave every list and count with no request to trigger it, and stop taking applications', async () => {
    const company = await createCompany(ctx.database.db);
    const id = await postClosingSoon(ctx.app, company.id, 1_500);
    const before = await listed(ctx.app, '&categories=Cybersecurity');
    expect(before.ids).toContain(id);

    // Nothing asks the server anything meanwhile: the database itself is watched.
    const expired = async () =>
      (await ctx.database.db.select({ expired: jobs.expired }).from(jobs).where(eq(jobs.id, id)))[0]
        ?.expired;
    await expect.poll(expired, { timeout: LEAVES_WITHIN_MS + 1_500, interval: 200 }).toBe(true);

    const after = await listed(ctx.app, '&categories=Cybersecurity');
    expect(after.ids).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
    const more = await listed(ctx.app, `&companyId=${company.id}`);
    expect(more.ids).toEqual([]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(page.json()).toMatchObject({ openJobs: 0 });
    expect(await jobAnswer(ctx.app, id)).toMatchObject({ status: 'expired' });

    const user = await createUser(ctx.database.db, { resumeKey: 'resumes/r.pdf' });
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/apply',
      headers: { authorization: `Bearer ${await userToken(ctx.app, user.id)}` },
      payload: { jobId: id },
    });
    expect(apply.statusCode).toBe(410);
    expect(apply.json<{ message: string }>().message).toContain('closing date has passed');
  });

  it('does not expire a job whose closing date moved on before the sweep wrote', async () => {
    const company = await createCompany(ctx.database.db);
    const moved = await createJob(ctx.database.db, company.id, { closesAt: Date.now() + DAY });
    const due = await createJob(ctx.database.db, company.id, { closesAt: Date.now() - 1 });
    // A sweep whose time is before `moved`'s new date: the date is tested in the write itself.
    await expireDueJobs(ctx.database.db, Date.now());
    const expiredOf = async (id: string) =>
      (await ctx.database.db.select({ expired: jobs.expired }).from(jobs).where(eq(jobs.id, id)))[0]
        ?.expired;
    expect(await expiredOf(due.id)).toBe(true);
    expect(await expiredOf(moved.id)).toBe(false);
  });
});

// Two processes on one PostgreSQL, each with its own sweep, pool, listener and cached pages.
describe
  .skipIf(lacks('job expiry across two server processes', 'postgres'))
  .each(['postgres' as const])('job expiry across two processes on %s', () => {
  let first: TestContext;
  let second: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ first, second, close } = await createTwoProcesses({ jobListCacheTtlMs: 600_000 }));
  });
  afterAll(async () => close());

  it('takes a job off both processes within 10 s of its closing time', async () => {
    const company = await createCompany(first.database.db);
    const id = await postClosingSoon(first.app, company.id, 1_500);
    // Both hold a page listing it.
    expect((await listed(first.app)).ids).toContain(id);
    expect((await listed(second)).ids).toContain(id);
    const gone = async (app: FastifyInstance) => !(await listed(app)).ids.includes(id);
    await expect
      .poll(async () => (await gone(first.app)) && (await gone(second)), {
        timeout: LEAVES_WITHIN_MS + 1_500,
        interval: 250,
      })
      .toBe(true);
    expect((await listed(second, '&categories=Cybersecurity')).total).toBe(0);
  });
});
