import { randomUUID } from 'node:crypto';
import { JOB_LIST_CACHE_BYTES } from '../src/jobs/job-list-cache-plugin';
import { jobs } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany } from './helpers/factories';

const BIG = 50_000;
const JOBS = 250;

describe.each(databaseKinds)('the job list under hostile traffic on %s', (kind) => {
  let ctx: TestContext;
  let companyId: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    companyId = (await createCompany(ctx.database.db)).id;
    // More jobs than one streamed batch, many sharing a posting time, with long descriptions.
    const base = Date.now();
    await ctx.database.db.insert(jobs).values(
      Array.from({ length: JOBS }, (_, i) => ({
        companyId,
        title: `Job ${i}`,
        description: `<p>${'x'.repeat(BIG)}</p>`,
        location: 'Mumbai',
        category: 'Design',
        level: 'Senior Level',
        salary: i,
        postedAt: base - Math.floor(i / 3) * 1000,
      })),
    );
  });
  afterAll(async () => ctx.close());

  it('answers pages of long descriptions with card previews, so cached pages stay small', async () => {
    const cache = ctx.app.jobListCache;
    cache.clear();
    for (let i = 0; i < 20; i += 1) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs?page=1&pageSize=10&excludeId=${randomUUID()}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ jobs: { description: string }[] }>();
      expect(body.jobs).toHaveLength(10);
      for (const job of body.jobs) expect(job.description).toBe(`<p>${'x'.repeat(150)}…</p>`);
      // 10 jobs of 50 KB would be 500 KB; with previews a page is a few KB.
      expect(res.body.length).toBeLessThan(10_000);
    }
    expect(cache.size).toBe(20);
    expect(cache.heldBytes).toBeLessThan(20 * 10_000);
    expect(cache.heldBytes).toBeLessThanOrEqual(JOB_LIST_CACHE_BYTES);
  });

  it('shares one entry among equivalent URLs', async () => {
    ctx.app.jobListCache.clear();
    for (const query of [
      'categories=Design,Programming&title=Job',
      'categories=Programming,Design&title=job',
      'title=JOB&categories=Programming,Design,Design',
    ]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/jobs?page=1&${query}` })).statusCode,
      ).toBe(200);
    }
    expect(ctx.app.jobListCache.size).toBe(1);
  });

  it('streams the unpaged answer: every visible job once, oldest first, across batches', async () => {
    ctx.app.jobListCache.clear();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?companyId=${companyId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ success: boolean; jobs: { _id: string; date: number }[] }>();
    expect(body.success).toBe(true);
    expect(body.jobs).toHaveLength(JOBS);
    expect(new Set(body.jobs.map((j) => j._id)).size).toBe(JOBS);
    const dates = body.jobs.map((j) => j.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(ctx.app.jobListCache.size).toBe(0);
  });
});
