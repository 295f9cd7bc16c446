import { and, desc, eq } from 'drizzle-orm';
import type { Application } from 'shared-api/contract';
import type { Database } from '../database';
import { applications, companies, jobs, users } from '../schema';
import type { FileUrls } from '../../lib/file-urls';
import { fullName } from './accounts';
import { jobStatus } from './jobs';

/**
 * A person's applications, or those to a company's jobs, with their job, company and applicant,
 * in one query.
 */
export async function listApplications(
  db: Database,
  of: { userId: string } | { companyId: string },
  urls: FileUrls,
): Promise<Application[]> {
  const where =
    'userId' in of ? eq(applications.userId, of.userId) : eq(applications.companyId, of.companyId);
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobLocation: jobs.location,
      companyId: companies.id,
      companyName: companies.name,
      companyImageKey: companies.imageKey,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userImage: users.image,
      resumeKey: users.resumeKey,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where)
    .orderBy(desc(applications.appliedAt), desc(applications.id));
  return rows.map((row) => ({
    _id: row.id,
    jobId: { _id: row.jobId, title: row.jobTitle, location: row.jobLocation },
    companyId: {
      _id: row.companyId,
      name: row.companyName,
      image: urls.public(row.companyImageKey),
    },
    userId: {
      _id: row.userId,
      name: fullName(row),
      image: row.userImage,
      resume: urls.resume(row.resumeKey),
    },
    date: row.appliedAt,
    status: row.status as Application['status'],
  }));
}

/** Accepts or rejects an application to one of the company's jobs; false when it has none such. */
export async function decideApplication(
  db: Database,
  companyId: string,
  id: string,
  status: 'Accepted' | 'Rejected',
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function applicationExists(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id));
  return rows.length > 0;
}

/** The job an application is for: shown by its company, and whether it takes applications. */
export async function findJobToApply(db: Database, id: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      closesAt: jobs.closesAt,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.visible, true)));
  return job ? { ...job, status: jobStatus(job) } : null;
}

/**
 * Records an application; false when the person had applied already. The unique (user, job)
 * constraint decides between simultaneous applies.
 */
export async function insertApplication(
  db: Database,
  values: { userId: string; jobId: string; companyId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(applications)
    .values({ ...values, appliedAt: Date.now() })
    .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
    .returning({ id: applications.id });
  return inserted.length > 0;
}
