import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../platform/database';
import { applicantNotices, applications, companies, jobs, users } from '../platform/schema';

/** An application with what its applicant is told about it: the job, its company, where to write. */
const applicantMail = (tx: DatabaseOrTransaction) =>
  tx
    .select({
      applicationId: applications.id,
      userId: applications.userId,
      companyId: applications.companyId,
      to: users.email,
      firstName: users.firstName,
      status: applications.status,
      jobTitle: jobs.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId));

/** What each applicant whose application moved is told, and where it goes. */
export const statusChangeRows = (tx: DatabaseOrTransaction, applicationIds: string[]) =>
  applicantMail(tx).where(inArray(applications.id, applicationIds));

/** What a person who just applied is told: the job, its company, and where to write. */
export async function receivedRow(tx: DatabaseOrTransaction, applicationId: string) {
  const [row] = await applicantMail(tx).where(eq(applications.id, applicationId));
  return row ?? null;
}

const waitingOf = (jobId: string): SQL | undefined =>
  and(eq(applications.jobId, jobId), isNull(applications.companyNotifiedAt));

/**
 * The job's applicants its company has not heard of yet: the job's title and the company's
 * address, the newest `namesListed` names, and how many wait in all.
 */
export async function waitingApplicants(
  tx: DatabaseOrTransaction,
  jobId: string,
  namesListed: number,
) {
  const waiting = waitingOf(jobId);
  const [job] = await tx
    .select({ title: jobs.title, to: companies.email, companyId: jobs.companyId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  const newest = await tx
    .select({ userId: users.id, first: users.firstName, last: users.lastName })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(waiting)
    .orderBy(desc(applications.appliedAt))
    .limit(namesListed);
  const [total] = await tx.select({ n: count() }).from(applications).where(waiting);
  return { job, newest, total: total?.n ?? 0 };
}

/** The job's waiting applicants are told of, and its notice says when. */
export async function markApplicantsNotified(
  tx: DatabaseOrTransaction,
  jobId: string,
  now: number,
): Promise<void> {
  await tx.update(applications).set({ companyNotifiedAt: now }).where(waitingOf(jobId));
  await tx
    .insert(applicantNotices)
    .values({ jobId, lastSentAt: now, pendingSince: null })
    .onConflictDoUpdate({
      target: applicantNotices.jobId,
      set: { lastSentAt: now, pendingSince: null },
    });
}

/** The job's notice row, made if missing, locked until the transaction ends. */
export async function lockApplicantNotice(tx: DatabaseOrTransaction, jobId: string) {
  await tx
    .insert(applicantNotices)
    .values({ jobId, lastSentAt: 0, pendingSince: null })
    .onConflictDoNothing();
  const [notice] = await tx
    .select()
    .from(applicantNotices)
    .where(eq(applicantNotices.jobId, jobId))
    .for('update');
  return notice;
}

export async function markNoticePending(
  tx: DatabaseOrTransaction,
  jobId: string,
  now: number,
): Promise<void> {
  await tx
    .update(applicantNotices)
    .set({ pendingSince: now })
    .where(eq(applicantNotices.jobId, jobId));
}

/**
 * Jobs with applicants waiting whose last message was sent at `sentBefore` or earlier, oldest
 * wait first; rows another process is sending are skipped, so each goes once.
 */
export async function takeDueNotices(
  tx: DatabaseOrTransaction,
  sentBefore: number,
  limit: number,
): Promise<{ jobId: string }[]> {
  return tx
    .select({ jobId: applicantNotices.jobId })
    .from(applicantNotices)
    .where(
      and(isNotNull(applicantNotices.pendingSince), lte(applicantNotices.lastSentAt, sentBefore)),
    )
    .orderBy(asc(applicantNotices.pendingSince))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Who sees each of these applications live, and its stage as the transaction now has it. */
export async function applicationAudiences(tx: DatabaseOrTransaction, applicationIds: string[]) {
  return tx
    .select({
      applicationId: applications.id,
      userId: applications.userId,
      companyId: applications.companyId,
      status: applications.status,
    })
    .from(applications)
    .where(inArray(applications.id, applicationIds));
}
