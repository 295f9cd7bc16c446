/**
 * `pnpm bench`: job search throughput as a ratio against a bare JSON route measured in the same
 * run, on the same app (in-process with `inject`, so the network is not measured).
 * Sizes: BENCH_JOBS (default 20000) jobs, BENCH_REQUESTS (default 400) requests per case.
 */
import { randomUUID } from 'node:crypto';
import { JOB_CATEGORIES, JOB_LEVELS, JOB_LOCATIONS } from 'shared-api/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { companies, jobs } from '../src/db/schema';
import { testConfig } from '../test/helpers/app';

const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

const database = await openDatabase({ dataDir: null });
const [company] = await database.db
  .insert(companies)
  .values({
    name: 'Bench',
    email: 'bench@bench.test',
    passwordHash: 'x',
    imageKey: `logos/${randomUUID()}.png`,
  })
  .returning();
if (!company) throw new Error('no company');
const words = [
  'Senior',
  'Junior',
  'React',
  'Data',
  'Cloud',
  'Security',
  'Product',
  'Designer',
  'Engineer',
  'Analyst',
];
for (let start = 0; start < JOBS; start += 1000) {
  await database.db.insert(jobs).values(
    Array.from({ length: Math.min(1000, JOBS - start) }, (_, k) => {
      const i = start + k;
      return {
        companyId: company.id,
        title: `${words[i % 10] ?? ''} ${words[(i * 7) % 10] ?? ''} ${i}`,
        description: `<p>${'Lorem ipsum dolor sit amet. '.repeat(36)}</p>`,
        location: JOB_LOCATIONS[i % JOB_LOCATIONS.length] ?? 'Mumbai',
        category: JOB_CATEGORIES[i % JOB_CATEGORIES.length] ?? 'Design',
        level: JOB_LEVELS[i % JOB_LEVELS.length] ?? 'Senior Level',
        salary: i,
        visible: i % 10 !== 0,
        postedAt: 1_700_000_000_000 + i * 1000,
      };
    }),
  );
}

const app = await buildApp(testConfig(), { database, logger: false });
app.get('/bench/bare', async () => ({ success: true, jobs: [] }));
await app.ready();

/** Requests per second; `cold` clears the list cache before each request, so the database answers. */
async function measure(url: string, cold = false): Promise<number> {
  for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url }); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) {
    if (cold) app.jobListCache.clear();
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  }
  return (REQUESTS * 1e9) / Number(process.hrtime.bigint() - started);
}

const bare = await measure('/bench/bare');
const cases = {
  'page 1, no filter': '/api/jobs?page=1&pageSize=6',
  'page 1, title contains "react"': '/api/jobs?page=1&pageSize=6&title=react',
  'page 1, 2 categories + 2 locations':
    '/api/jobs?page=1&pageSize=6&categories=Design,Programming&locations=Mumbai,Chennai',
  'page 50, no filter': '/api/jobs?page=50&pageSize=6',
};
console.log(`${JOBS} jobs, ${REQUESTS} requests per case, PGlite in memory`);
console.log(`bare JSON route: ${bare.toFixed(0)} req/s (reference = 1)`);
for (const [name, url] of Object.entries(cases)) {
  const cold = await measure(url, true);
  const warm = await measure(url);
  console.log(
    `${name}: database ${cold.toFixed(0)} req/s (ratio ${(cold / bare).toFixed(4)}), cached ${warm.toFixed(0)} req/s (ratio ${(warm / bare).toFixed(4)})`,
  );
}
await app.close();
await database.close();
