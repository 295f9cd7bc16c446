import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database';

/** Tells every process listening on `channel` at commit (PostgreSQL NOTIFY). */
export async function notifyJobChange(db: Database, channel: string, note: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${note})`);
}

/** Statistics for the planner and the visibility map for index-only scans, everywhere. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Statistics of the jobs table again, once jobs have been written. */
export async function analyzeJobs(db: Database): Promise<void> {
  await db.execute(sql`analyze jobs`);
}
