import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SAVED_JOBS_PER_USER, type Job, type SavedJob } from 'shared-api/contract';
import { jobs, savedJobs } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createJob, createUser } from './helpers/factories';
import { bearer } from './helpers/job-alerts';
import { DAY } from './helpers/postings';

const MISSING_JOB = '00000000-0000-4000-8000-000000000000';

async function savedJobsOf(app: FastifyInstance, userId: string): Promise<SavedJob[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/users/saved-jobs',
    headers: await bearer(app, userId),
  });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/users/saved-jobs: ${res.statusCode} ${res.body}`);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ success: true; jobs: SavedJob[] }>().jobs;
}

describe.each(databaseKinds)('saved jobs: save, unsave, list, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const call = async (url: 'save-job' | 'unsave-job', userId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/${url}`,
      headers: await bearer(ctx.app, userId),
      payload,
    });
  /** Saves each in turn, a few milliseconds apart: the list's order is the saving time's. */
  const saveInTurn = async (userId: string, ids: string[]) => {
    for (const jobId of ids) {
      await new Promise((resolve) => setTimeout(resolve, 3));
      const res = await call('save-job', userId, { jobId });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it('saves, lists the newest saved first as the job list gives each job, and unsaves', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const long = `<p>${'Word '.repeat(100)}<strong>end</strong></p>`;
    const [first, second] = [
      await createJob(db, company.id, { description: long }),
      await createJob(db, company.id),
    ];
    const user = await createUser(db);
    expect(await savedJobsOf(ctx.app, user.id)).toEqual([]);

    const before = Date.now();
    const saved = await call('save-job', user.id, { jobId: first.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: 'Job saved' });
    await saveInTurn(user.id, [second.id]);

    const list = await savedJobsOf(ctx.app, user.id);
    expect(list.map((job) => job._id)).toEqual([second.id, first.id]);
    // Each job is the paged list's own answer for it (its card's preview), and when it was saved.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs?page=1&companyId=${company.id}`,
    });
    const listed = new Map(page.json<{ jobs: Job[] }>().jobs.map((job) => [job._id, job]));
    for (const { savedAt, ...job } of list) {
      expect(job).toEqual(listed.get(job._id));
      expect(savedAt).toBeGreaterThanOrEqual(before);
      expect(savedAt).toBeLessThanOrEqual(Date.now());
    }
    expect(list[1]?.description.length).toBeLessThan(long.length);

    // Idempotent: saving again keeps one row and its first time; unsaving twice is fine.
    const again = await call('save-job', user.id, { jobId: first.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'Job saved' });
    expect(await savedJobsOf(ctx.app, user.id)).toEqual(list);

    for (let n = 0; n < 2; n += 1) {
      const removed = await call('unsave-job', user.id, { jobId: second.id });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({
        success: true,
        message: 'Job removed from your saved jobs',
      });
    }
    expect((await savedJobsOf(ctx.app, user.id)).map((job) => job._id)).toEqual([first.id]);
  });

  it('keeps each person’s list their own', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    const [owner, other] = [await createUser(db), await createUser(db)];
    await call('save-job', owner.id, { jobId: job.id });
    expect(await savedJobsOf(ctx.app, other.id)).toEqual([]);
    // Someone else unsaving it takes nothing off the owner's list.
    expect((await call('unsave-job', other.id, { jobId: job.id })).statusCode).toBe(200);
    expect((await savedJobsOf(ctx.app, owner.id)).map((saved) => saved._id)).toEqual([job.id]);
  });

  it('lists closed and expired jobs with their status, and leaves hidden ones out', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const [open, closed, expired, hidden] = [
      await createJob(db, company.id),
      await createJob(db, company.id),
      await createJob(db, company.id, { closesAt: Date.now() + DAY }),
      await createJob(db, company.id),
    ];
    const user = await createUser(db);
    await saveInTurn(
      user.id,
      [open, closed, expired, hidden].map((job) => job.id),
    );
    const token = await companyToken(ctx.app, company.id);
    const close = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/close-job',
      headers: { token },
      payload: { id: closed.id },
    });
    expect(close.statusCode).toBe(200);
    const hide = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-visibility',
      headers: { token },
      payload: { id: hidden.id },
    });
    expect(hide.statusCode).toBe(200);
    // Its closing time passes before the expiry sweep has marked it.
    await ctx.database.db
      .update(jobs)
      .set({ closesAt: Date.now() - 1000 })
      .where(eq(jobs.id, expired.id));

    const list = await savedJobsOf(ctx.app, user.id);
    expect(list.map((job) => [job._id, job.status])).toEqual([
      [expired.id, 'expired'],
      [closed.id, 'closed'],
      [open.id, 'open'],
    ]);
    // Closed jobs stay saved, and can still be saved (idempotently) and unsaved.
    expect((await call('save-job', user.id, { jobId: closed.id })).statusCode).toBe(200);
    expect((await call('unsave-job', user.id, { jobId: closed.id })).statusCode).toBe(200);
    // A hidden job does not exist for a job seeker: not saved anew, but one saved comes off.
    const other = await createUser(db);
    const refused = await call('save-job', other.id, { jobId: hidden.id });
    expect(refused.statusCode).toBe(404);
    expect((await call('unsave-job', other.id, { jobId: hidden.id })).statusCode).toBe(404);
    expect((await call('unsave-job', user.id, { jobId: hidden.id })).statusCode).toBe(200);
  });

  it('refuses an unknown job (404), bad input (400), visitors and companies (401)', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    for (const url of ['save-job', 'unsave-job'] as const) {
      const missing = await call(url, user.id, { jobId: MISSING_JOB });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Job not found' });
      for (const payload of [{}, { jobId: 'not-an-id' }, { jobId: 7 }, { id: MISSING_JOB }]) {
        const bad = await call(url, user.id, payload);
        expect(bad.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, message: expect.any(String) as string });
      }
    }

    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    const token = await companyToken(ctx.app, company.id);
    const asCompany = [{ token }, { authorization: `Bearer ${token}` }, {}];
    for (const headers of asCompany) {
      for (const [method, url] of [
        ['GET', '/api/users/saved-jobs'],
        ['POST', '/api/users/save-job'],
        ['POST', '/api/users/unsave-job'],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' ? { payload: { jobId: job.id } } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${Object.keys(headers).join()}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false });
      }
    }
    expect(
      await ctx.database.db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id)),
    ).toEqual([]);
  });

  it(`keeps at most ${SAVED_JOBS_PER_USER} saved jobs per person: 409 past that`, async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const user = await createUser(db);
    const now = Date.now();
    // All but three saved already, written at once: the API would take a while to save them.
    const made = await db
      .insert(jobs)
      .values(
        Array.from({ length: SAVED_JOBS_PER_USER + 2 }, (_, n) => ({
          companyId: company.id,
          title: `Saved ${n}`,
          description: '<p>Saved</p>',
          location: 'Chennai',
          category: 'Design',
          level: 'Senior Level',
          salary: 1000,
          postedAt: now - n,
        })),
      )
      .returning({ id: jobs.id });
    const [kept, fresh] = [made.slice(0, SAVED_JOBS_PER_USER - 3), made.slice(-5)];
    await db
      .insert(savedJobs)
      .values(kept.map((job, n) => ({ userId: user.id, jobId: job.id, savedAt: now - n })));

    // At once: the locked user row keeps the count exact however the saves interleave.
    const all = await Promise.all(fresh.map((job) => call('save-job', user.id, { jobId: job.id })));
    const statuses = all.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(all.find((res) => res.statusCode === 409)?.json()).toEqual({
      success: false,
      message: `You have ${SAVED_JOBS_PER_USER} saved jobs, the most you can keep: remove one on Saved Jobs to save another.`,
    });
    expect(await savedJobsOf(ctx.app, user.id)).toHaveLength(SAVED_JOBS_PER_USER);
    // Saving one already saved is no new one: not refused at the limit.
    const winner = fresh[statuses.indexOf(200)]!;
    expect((await call('save-job', user.id, { jobId: winner.id })).statusCode).toBe(200);
    // Unsaving one makes room for one more.
    const loser = fresh[statuses.indexOf(409)]!;
    expect((await call('unsave-job', user.id, { jobId: winner.id })).statusCode).toBe(200);
    expect((await call('save-job', user.id, { jobId: loser.id })).statusCode).toBe(200);
    expect(await savedJobsOf(ctx.app, user.id)).toHaveLength(SAVED_JOBS_PER_USER);
  });
});
