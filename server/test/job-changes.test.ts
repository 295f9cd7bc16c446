import type { FastifyInstance } from 'fastify';
import { lacks } from './helpers/test-env';
import { JobListCache } from '../src/jobs/job-list-cache';
import { createTwoProcesses, type TestContext } from './helpers/app';
import { companyToken, createCompany, createJob } from './helpers/factories';

describe('the job list cache on a job write', () => {
  it('drops only the pages that could list the job, as it was or as it is', async () => {
    const cache = new JobListCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1_000_000 });
    const loads: string[] = [];
    const page = (name: string, filters: Parameters<JobListCache['get']>[1]) =>
      cache.get({ page: 1, pageSize: 6 }, filters, async () => {
        loads.push(name);
        return name;
      });
    const pages = async () => {
      await page('all', {});
      await page('design', { categories: ['Design'] });
      await page('programming', { categories: ['Programming'] });
      await page('mumbai engineers', { title: 'Engineer', locations: ['Mumbai'] });
      await page('other company', { companyId: 'c2' });
    };
    await pages();
    loads.length = 0;
    cache.invalidate({
      title: 'Senior engineer',
      location: 'Mumbai',
      category: 'Design',
      companyId: 'c1',
    });
    await pages();
    expect(loads).toEqual(['all', 'design', 'mumbai engineers']);

    loads.length = 0;
    // Hidden from Programming in Chennai: as it was, and as it is now, alike.
    cache.invalidate({
      title: 'Analyst',
      location: 'Chennai',
      category: 'Programming',
      companyId: 'c2',
    });
    await pages();
    expect(loads).toEqual(['all', 'programming', 'other company']);
  });
});

// Two processes on one PostgreSQL: two apps, each with its own pool, cache and listener.
describe
  .skipIf(lacks('two server processes on one PostgreSQL', 'postgres'))
  .each(['postgres' as const])('two server processes on one %s', () => {
  let first: TestContext;
  let second: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // Pages kept for ten minutes: only invalidation, not expiry, can show a write.
    ({ first, second, close } = await createTwoProcesses({ jobListCacheTtlMs: 600_000 }));
  });
  afterAll(async () => close());

  const firstTitle = async () => {
    const res = await second.inject({ method: 'GET', url: '/api/jobs?page=1&pageSize=6' });
    return res.json<{ jobs: { title: string }[] }>().jobs[0]?.title;
  };

  it('sees a job posted or hidden through the other at once', async () => {
    const company = await createCompany(first.database.db);
    await createJob(first.database.db, company.id, { title: 'Older job', postedAt: 1_000 });
    expect(await firstTitle()).toBe('Older job');
    expect(second.jobListCache.size).toBe(1);

    const token = await companyToken(first.app, company.id);
    const posted = await first.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: { token },
      payload: {
        title: 'Fresh job',
        description: '<p>New</p>',
        location: 'Mumbai',
        category: 'Design',
        level: 'Senior Level',
        salary: 10,
      },
    });
    expect(posted.statusCode).toBe(200);
    // The other process drops its page as the notification arrives (within milliseconds).
    await expect.poll(() => second.jobListCache.size, { timeout: 2_000 }).toBe(0);
    expect(await firstTitle()).toBe('Fresh job');

    const hidden = await first.app.inject({
      method: 'POST',
      url: '/api/company/change-visibility',
      headers: { token },
      payload: { id: posted.json<{ job: { _id: string } }>().job._id },
    });
    expect(hidden.statusCode).toBe(200);
    await expect.poll(() => second.jobListCache.size, { timeout: 2_000 }).toBe(0);
    expect(await firstTitle()).toBe('Older job');
  });
});
