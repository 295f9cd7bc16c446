/**
 * One server process of `pnpm bench`: opens the database it is told to (`BENCH_DB=pglite`, or a
 * PostgreSQL URL), seeds BENCH_JOBS jobs, adds the bare reference route and listens on a free
 * port. It tells the parent where, and which job ids and company token to use, over IPC.
 */
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/database';
import { testConfig } from '../test/helpers/app';
import { fakeWebApps } from '../test/helpers/web-apps';
import { seedBenchJobs } from './seed-jobs';

export interface BenchServerInfo {
  port: number;
  /** The same app with JOB_VIEW_COUNTING=off, on the same database. */
  viewsOffPort: number;
  jobIds: string[];
  companyToken: string;
  seedSeconds: number;
}

const target = process.env.BENCH_DB ?? 'pglite';
const count = Number(process.env.BENCH_JOBS ?? 100_000);
const database = await openDatabase(target === 'pglite' ? { dataDir: null } : { url: target });
const started = performance.now();
const jobIds = await seedBenchJobs(database.db, count);
const seedSeconds = (performance.now() - started) / 1000;

// The pages too (a job's HTML, the sitemaps), rendered from a stand-in of the shell's build.
const webAppsRoot = fakeWebApps();
const config = testConfig({
  databaseUrl: target === 'pglite' ? undefined : target,
  postJobRateMax: 1_000_000,
  serveWebApps: true,
  siteUrl: 'https://jobs.example',
  // The load generator is the one proxy: the job-page cases give each request its own address.
  trustProxy: 1,
});
const app = await buildApp(config, { database, logger: false, webAppsRoot });
// Views not counted: the job page's cost without them, beside the same page with them.
const viewsOff = await buildApp(
  { ...config, jobViewCounting: false },
  { database, logger: false, webAppsRoot },
);
// The reference: the cheapest JSON answer this app can give, through the same hooks.
app.get('/bench/bare', async () => ({ success: true, jobs: [] }));
// "Uncached" cases ask every answer of the database, as a flood of distinct searches would.
app.addHook('onRequest', async (request) => {
  if (request.headers['x-bench-uncached']) app.jobListCache.clear();
});
const listen = async (server: typeof app) => {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const port = await listen(app);
const viewsOffPort = await listen(viewsOff);
const companyId = (await app.inject({ method: 'GET', url: `/api/jobs/${jobIds[0] ?? ''}` })).json<{
  job: { companyId: { _id: string } };
}>().job.companyId._id;
const companyToken = await app.auth.tokens.sign('company', companyId);

const info: BenchServerInfo = { port, viewsOffPort, jobIds, companyToken, seedSeconds };
process.send?.(info);
process.on('message', (message) => {
  if (message !== 'stop') return;
  void Promise.all([app.close(), viewsOff.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
