/**
 * `pnpm --filter server bench:explain`: seeds the bench's jobs and prints EXPLAIN (ANALYZE,
 * BUFFERS) of each `;;`-separated query in Q, on PGlite or on BENCH_DB (a PostgreSQL URL).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/database';
import { seedBenchJobs } from './seed-jobs';

const target = process.env.BENCH_DB ?? 'pglite';
const database = await openDatabase(target === 'pglite' ? { dataDir: null } : { url: target });
await seedBenchJobs(database.db, Number(process.env.BENCH_JOBS ?? 100_000));
const queries = (process.env.Q ?? '').split(';;').filter(Boolean);
for (const q of queries) {
  const plan: unknown = await database.db.execute(sql.raw(`explain (analyze, buffers) ${q}`));
  const { rows } = plan as { rows: Record<string, string>[] };
  console.log(q, '\n', rows.map((r) => Object.values(r)[0]).join('\n'));
}
await database.close();
