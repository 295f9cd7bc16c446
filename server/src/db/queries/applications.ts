import { desc, eq, type SQL } from 'drizzle-orm';
import type { Application } from 'shared-api/contract';
import type { Database } from '../database';
import { applications, companies, jobs, users } from '../schema';
import type { FileUrls } from '../../lib/file-urls';
import { fullName } from './accounts';

/** Applications with their job, company and applicant, in one query. */
export async function listApplications(
  db: Database,
  where: SQL,
  urls: FileUrls,
): Promise<Application[]> {
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
