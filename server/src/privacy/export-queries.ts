import { asc, desc, eq } from 'drizzle-orm';
import type { UserExport } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import type { Database } from '../platform/database';
import {
  applications,
  companies,
  jobs,
  savedJobs,
  userCredentials,
  users,
} from '../platform/schema';
import { listJobAlerts } from '../alerts/alert-queries';
import { findProfile } from '../profiles/profile-queries';

/** Every application of the person with its job, oldest first: what they said and where it is. */
async function applicationsOf(db: Database, userId: string) {
  const rows = await db
    .select({
      id: applications.id,
      jobId: jobs.id,
      title: jobs.title,
      location: jobs.location,
      company: companies.name,
      status: applications.status,
      appliedAt: applications.appliedAt,
      updatedAt: applications.updatedAt,
      answers: applications.answers,
      coverLetter: applications.coverLetter,
      anonymisedAt: applications.anonymisedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  return rows.map((row) => ({
    _id: row.id,
    job: { _id: row.jobId, title: row.title, company: row.company, location: row.location },
    status: row.status,
    appliedAt: row.appliedAt,
    statusChangedAt: row.updatedAt.getTime(),
    answers: row.answers,
    coverLetter: row.coverLetter ?? '',
    anonymisedAt: row.anonymisedAt?.getTime() ?? null,
  }));
}

/**
 * Everything kept about a job seeker (GDPR articles 15 and 20), hidden saved jobs too: it is
 * their data whatever the company shows. Null when there is no such person.
 */
export async function userExport(
  db: Database,
  urls: FileUrls,
  userId: string,
): Promise<UserExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const found = await findProfile(db, userId);
  if (!user || !found || user.deletedAt) return null;
  const [credentials] = await db
    .select({ userId: userCredentials.userId })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId));
  const saved = await db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      company: companies.name,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt));
  return {
    exportedAt: Date.now(),
    account: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email ?? '',
      image: user.image,
      signIn: credentials ? 'password' : 'clerk',
      createdAt: user.createdAt.getTime(),
    },
    profile: found.profile,
    resume: {
      url: urls.resume(found.resume.key),
      name: found.resume.name,
      uploadedAt: found.resume.uploadedAt,
    },
    savedJobs: saved,
    alerts: await listJobAlerts(db, userId),
    applications: await applicationsOf(db, userId),
  };
}

/** The built-in sign-in of a person: its email and password hash; null for Clerk users. */
export async function credentialsOf(db: Database, userId: string) {
  const [row] = await db
    .select({ email: userCredentials.email, passwordHash: userCredentials.passwordHash })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId));
  return row ?? null;
}
