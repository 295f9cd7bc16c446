import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { JobAlertSearch } from 'shared-api/contract';
import { listedJobsWhere } from '../jobs/job-queries';
import type { DatabaseOrTransaction } from '../platform/database';
import { companies, jobAlerts, jobs, users } from '../platform/schema';
import type { DigestJob } from './alert-mail';

/** The alert's jobs posted in (after, upTo], still listed, newest first, and how many in all. */
export async function newJobsForAlert(
  tx: DatabaseOrTransaction,
  search: JobAlertSearch,
  window: { after: number; upTo: number; limit: number },
): Promise<{ jobs: DigestJob[]; total: number }> {
  const { after, upTo, limit } = window;
  const rows = await tx
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: companies.name,
      companyId: jobs.companyId,
      location: jobs.location,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(listedJobsWhere(search), gt(jobs.postedAt, after), lte(jobs.postedAt, upTo)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(limit);
  return { jobs: rows.map(({ total: _total, ...job }) => job), total: rows[0]?.total ?? 0 };
}

/**
 * Locks up to `limit` alerts whose digest is due, with their owner's address; rows another
 * process is sweeping are skipped, so however many processes sweep, each digest goes once.
 */
export async function takeDueAlerts(tx: DatabaseOrTransaction, now: number, limit: number) {
  return tx
    .select({ alert: jobAlerts, to: users.email, firstName: users.firstName })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.userId))
    .where(lte(jobAlerts.nextDigestAt, now))
    .orderBy(asc(jobAlerts.nextDigestAt))
    .limit(limit)
    .for('update', { of: jobAlerts, skipLocked: true });
}

export async function advanceAlert(
  tx: DatabaseOrTransaction,
  id: string,
  next: { checkedUpTo: number; nextDigestAt: number },
): Promise<void> {
  await tx.update(jobAlerts).set(next).where(eq(jobAlerts.id, id));
}
