import { rmSync } from 'node:fs';
import { buildApp } from '../src/app';
import { jobViewVisitors } from '../src/platform/schema';
import { createTestApp, testConfig, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createJob } from './helpers/factories';
import { fakeWebApps } from './helpers/web-apps';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Stats {
  views: number;
  applications: number;
  byStatus: Record<string, number>;
  days: { day: string; views: number; applications: number }[];
}

describe.each(databaseKinds)('job views and job stats on %s', (kind) => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = fakeWebApps();
    ctx = await createTestApp(kind, { serveWebApps: true }, { webAppsRoot: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const view = (url: string, userAgent: string, ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': userAgent } });
  const stats = async (token: string, jobId: string) => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/job-stats?jobId=${jobId}`,
      headers: { token },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ success: true; stats: Stats }>().stats;
  };
  const ownJob = async () => {
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id);
    return { company, job, token: await companyToken(ctx.app, company.id) };
  };

  it('counts a visitor once a day, from the job page and from the API alike', async () => {
    const { job, token } = await ownJob();
    expect((await view(`/apply-jobs/${job.id}`, FIREFOX)).statusCode).toBe(200);
    expect((await view(`/api/jobs/${job.id}`, FIREFOX)).statusCode).toBe(200);
    expect((await view(`/apply-jobs/${job.id}`, FIREFOX)).statusCode).toBe(200);
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(1);

    // Another browser at the same address is another visitor; so is the same one elsewhere.
    await view(`/api/jobs/${job.id}`, CHROME);
    await view(`/api/jobs/${job.id}`, FIREFOX, '198.51.100.4');
    await ctx.app.jobViews.flush();
    // Written once more, the same visitors change nothing.
    await view(`/apply-jobs/${job.id}`, CHROME);
    await ctx.app.jobViews.flush();
    const { views, days } = await stats(token, job.id);
    expect(views).toBe(3);
    expect(days.at(-1)?.views).toBe(3);
  });

  it('counts at most three visitors a day per address and job, however many user agents it sends', async () => {
    const { job, token } = await ownJob();
    const agents = Array.from({ length: 20 }, (_, i) => `${FIREFOX} Variant/${i}`);
    for (const [i, agent] of agents.entries()) {
      const url = i % 2 ? `/api/jobs/${job.id}` : `/apply-jobs/${job.id}`;
      expect((await view(url, agent, '192.0.2.10')).statusCode).toBe(200);
    }
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(3);

    // Later batches find the address's places taken; a visitor already counted changes nothing.
    await view(`/api/jobs/${job.id}`, CHROME, '192.0.2.10');
    await view(`/api/jobs/${job.id}`, agents[0] ?? '', '192.0.2.10');
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(3);

    // An IPv6 client holds its whole /64: other addresses in it are the same address.
    for (const [i, agent] of agents.entries()) {
      await view(`/api/jobs/${job.id}`, agent, `2001:db8:5:7::${i + 1}`);
      await view(`/api/jobs/${job.id}`, agent, '2001:db8:5:7:ffff::1');
    }
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(6);
  });

  it('counts two addresses as two, and people sharing an address up to the limit', async () => {
    const { job, token } = await ownJob();
    await view(`/api/jobs/${job.id}`, FIREFOX, '192.0.2.11');
    await view(`/apply-jobs/${job.id}`, FIREFOX, '192.0.2.12');
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(2);

    // Two more people behind the first address, with other browsers, in another batch.
    await view(`/api/jobs/${job.id}`, CHROME, '192.0.2.11');
    await view(`/api/jobs/${job.id}`, `${CHROME} Edg/131.0.0.0`, '192.0.2.11');
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(4);
  });

  it('holds the limit across processes writing at the same moment', async () => {
    const { job, token } = await ownJob();
    const apps = [ctx.app];
    for (let i = 0; i < 2; i += 1) {
      const other = await buildApp(testConfig(), { database: ctx.database, logger: false });
      await other.ready();
      apps.push(other);
    }
    for (const [n, app] of apps.entries()) {
      for (let i = 0; i < 20; i += 1) {
        await app.inject({
          method: 'GET',
          url: `/api/jobs/${job.id}`,
          remoteAddress: '192.0.2.20',
          headers: { 'user-agent': `${CHROME} Process/${n} Variant/${i}` },
        });
      }
    }
    await Promise.all(apps.map((app) => app.jobViews.flush()));
    await Promise.all(apps.slice(1).map((app) => app.close()));
    expect((await stats(token, job.id)).views).toBe(3);
  });

  it('counts up to the configured number of visitors per address', async () => {
    const { job, token } = await ownJob();
    const one = await buildApp(testConfig({ jobViewAddressMax: 1 }), {
      database: ctx.database,
      logger: false,
    });
    await one.ready();
    for (const agent of [FIREFOX, CHROME]) {
      await one.inject({
        method: 'GET',
        url: `/api/jobs/${job.id}`,
        remoteAddress: '192.0.2.30',
        headers: { 'user-agent': agent },
      });
    }
    await one.close();
    expect((await stats(token, job.id)).views).toBe(1);
  });

  it('does not count robots, headless browsers, the company itself, or a closed job', async () => {
    const { job, token } = await ownJob();
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      '',
    ]) {
      expect((await view(`/apply-jobs/${job.id}`, agent)).statusCode).toBe(200);
      expect((await view(`/api/jobs/${job.id}`, agent)).statusCode).toBe(200);
    }
    await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: { token, 'user-agent': FIREFOX },
    });
    const closed = await createJob(ctx.database.db, job.companyId, { closedAt: Date.now() - 1 });
    await view(`/apply-jobs/${closed.id}`, FIREFOX);
    await view(`/api/jobs/${closed.id}`, FIREFOX);
    await ctx.app.jobViews.flush();
    expect((await stats(token, job.id)).views).toBe(0);
    expect((await stats(token, closed.id)).views).toBe(0);
  });

  it('writes what is noted at close, and counts a visitor once across processes', async () => {
    const { job, token } = await ownJob();
    const other = await buildApp(testConfig(), { database: ctx.database, logger: false });
    await other.ready();
    await other.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': FIREFOX },
    });
    await other.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': CHROME },
    });
    await view(`/api/jobs/${job.id}`, FIREFOX, '203.0.113.9');
    await ctx.app.jobViews.flush();
    await other.close();
    // Firefox once, whichever process wrote it first; Chrome by the other at the latest at its
    // close, which does not wait for its next tick.
    expect((await stats(token, job.id)).views).toBe(2);
  });

  it('counts nothing with JOB_VIEW_COUNTING off', async () => {
    const { job, token } = await ownJob();
    const off = await buildApp(testConfig({ jobViewCounting: false }), {
      database: ctx.database,
      logger: false,
    });
    await off.ready();
    await off.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: { 'user-agent': CHROME },
    });
    await off.close();
    expect((await stats(token, job.id)).views).toBe(0);
  });

  it('forgets visitors older than the day before', async () => {
    const { job } = await ownJob();
    await ctx.database.db.insert(jobViewVisitors).values([
      { jobId: job.id, day: '2000-01-01', visitor: 'old', address: 'a', slot: 1 },
      {
        jobId: job.id,
        day: new Date().toISOString().slice(0, 10),
        visitor: 'today',
        address: 'a',
        slot: 1,
      },
    ]);
    // A process purges at its first write and then once a day.
    const other = await buildApp(testConfig(), { database: ctx.database, logger: false });
    await other.ready();
    await other.jobViews.flush();
    await other.close();
    const left = await ctx.database.db.select().from(jobViewVisitors);
    expect(left.filter((row) => row.jobId === job.id).map((row) => row.visitor)).toEqual(['today']);
  });
});
