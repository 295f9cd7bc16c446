import pg from 'pg';
import { daySalt, addressHash, utcDay } from '../src/jobs/job-views';
import { deriveKey, loadSigningSecret } from '../src/platform/secrets';
import { testConfig } from './helpers/app';
import { companyToken, createCompany, createJob } from './helpers/factories';
import { untilWaiting, watchedApp } from './helpers/lock-waits';
import { lacks } from './helpers/test-env';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The limit of visitors per address (decision 42) must hold when another process's batch takes
 * the address's places at the same moment: neither batch sees the other's rows before they are
 * committed, so a count of the rows already there cannot hold it; the places' unique key does.
 * PGlite has one connection, so no two batches meet there.
 */
describe
  .skipIf(lacks('job views of one address from two processes at once', 'postgres'))
  .each(['postgres' as const])('visitors per address across processes, on %s', (kind) => {
  const watched = watchedApp(kind);

  it("counts none of a batch whose places another process's batch took meanwhile", async () => {
    const { ctx, watcher } = watched;
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id);
    const ip = '192.0.2.40';
    const day = utcDay(Date.now());
    // The address as every process keys it today (they share the signing secret).
    const address = addressHash(
      daySalt(deriveKey(loadSigningSecret(testConfig()), 'job-views'), day),
      ip,
    );

    // Another process's batch, in flight: three people at that address, not committed yet.
    const other = new pg.Client({ connectionString: ctx.database.url });
    await other.connect();
    await other.query('begin');
    await other.query(
      `insert into job_view_visitors (job_id, day, visitor, address, slot)
       select $1, $2, 'elsewhere-' || n, $3, n from generate_series(1, 3) as n`,
      [job.id, day, address],
    );

    for (let i = 0; i < 5; i += 1) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/${job.id}`,
        remoteAddress: ip,
        headers: { 'user-agent': `${CHROME} Variant/${i}` },
      });
    }
    const flushed = ctx.app.jobViews.flush().then(() => ({ statusCode: 0, body: 'written' }));
    try {
      // This batch sees none of those rows, and must wait on the places they hold.
      await untilWaiting(watcher, 1, [flushed]);
    } finally {
      await other.query('commit');
      await other.end();
    }
    await flushed;

    const { rows } = await watcher.query<{ n: number }>(
      'select count(*)::int as n from job_view_visitors where job_id = $1 and address = $2',
      [job.id, address],
    );
    expect(rows[0]?.n).toBe(3);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/job-stats?jobId=${job.id}`,
      headers: { token: await companyToken(ctx.app, company.id) },
    });
    // The other process counts its own three when its statement goes on to the daily count.
    expect(stats.json<{ stats: { views: number } }>().stats.views).toBe(0);
  });
});
