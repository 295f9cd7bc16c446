import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { companies, jobs } from '../platform/schema';

/**
 * A company's public face and how many of its jobs are listed; null when there is none, or it
 * was deleted.
 */
export async function findCompanyPage(db: Database, id: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, imageKey: companies.imageKey })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  if (!company) return null;
  // Read from the company index alone, which carries `listed`.
  const [open] = await db
    .select({ jobs: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, id), eq(jobs.listed, true)));
  return { ...company, openJobs: open?.jobs ?? 0 };
}

/** A company as `findCompanyPage` finds it. */
export type CompanyPageRow = NonNullable<Awaited<ReturnType<typeof findCompanyPage>>>;
