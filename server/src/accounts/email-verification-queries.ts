import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../platform/database';
import type { JobFacts } from '../jobs/job-list-cache';
import { companies, jobs } from '../platform/schema';
import { factColumns } from '../jobs/posting-queries';

/** Whether the company has followed its verification link; null when there is no company. */
export async function companyVerified(
  db: DatabaseOrTransaction,
  companyId: string,
): Promise<boolean | null> {
  const [row] = await db
    .select({ at: companies.emailVerifiedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? row.at !== null : null;
}

/**
 * Marks the company verified and shows the jobs it posted while held back; gives those jobs'
 * facts, so the cached lists that could list them drop.
 */
export async function verifyCompany(
  db: DatabaseOrTransaction,
  companyId: string,
): Promise<JobFacts[]> {
  const now = new Date();
  await db
    .update(companies)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(companies.id, companyId), isNull(companies.emailVerifiedAt)));
  return db
    .update(jobs)
    .set({ visible: true, awaitingVerification: false, updatedAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.awaitingVerification, true)))
    .returning(factColumns);
}

/** Whether the company's job is shown now; null when it has no such job. */
export async function jobShown(
  db: DatabaseOrTransaction,
  companyId: string,
  jobId: string,
): Promise<boolean | null> {
  const [row] = await db
    .select({ visible: jobs.visible })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ? row.visible : null;
}

/**
 * The company, its row locked until the transaction ends: two resends at once are counted one
 * after the other. Null when there is no such company, or it was erased.
 */
export async function lockCompanyForMail(
  db: DatabaseOrTransaction,
  companyId: string,
): Promise<{ id: string; name: string; email: string; verified: boolean } | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      verifiedAt: companies.emailVerifiedAt,
    })
    .from(companies)
    // An erased company is none: its erase waits for this lock, or this for it (decision 0043).
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .for('update');
  return row
    ? { id: row.id, name: row.name, email: row.email, verified: row.verifiedAt !== null }
    : null;
}
