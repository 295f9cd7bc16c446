import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction, Database } from '../platform/database';
import {
  accountTokens,
  applications,
  deletedClerkUsers,
  jobAlerts,
  jobs,
  liveEvents,
  savedJobs,
  seekerProfiles,
  userCredentials,
  users,
} from '../platform/schema';
import { deleteMailConcerning } from './mail-concerns-queries';

/** Whose applications to wipe: one person's, or those to jobs closed before a time (epoch ms). */
export type AnonymiseTarget = { userId: string } | { jobsClosedBefore: number };

/** How many applications the retention sweep wipes per statement. */
export const ANONYMISE_BATCH = 500;

function jobClosedBefore(cutoff: number): SQL {
  // A job is over when the company closed it or its closing date passed (expired).
  return exists(
    sql`(select 1 from ${jobs} where ${jobs.id} = ${applications.jobId} and (${jobs.closedAt} < ${cutoff} or (${jobs.expired} and ${jobs.closesAt} < ${cutoff})))`,
  );
}

/**
 * Wipes the applicant's part of applications: answers and cover letter go, and the mark makes
 * every company read show "Deleted applicant" with no contact or resume. The stage, dates and the
 * company's notes stay: they are the company's. Only rows not wiped yet are written, so two
 * processes sweeping at once each wipe a row at most once, and a second run finds nothing. For
 * the sweep, a batch at a time (the caller loops while a full batch was wiped). Answers the ids.
 */
export async function anonymiseApplications(
  db: DatabaseOrTransaction,
  target: AnonymiseTarget,
): Promise<string[]> {
  const kept = isNull(applications.anonymisedAt);
  const where =
    'userId' in target
      ? and(eq(applications.userId, target.userId), kept)
      : inArray(
          applications.id,
          db
            .select({ id: applications.id })
            .from(applications)
            .where(and(kept, jobClosedBefore(target.jobsClosedBefore)))
            .limit(ANONYMISE_BATCH),
        );
  const rows = await db
    .update(applications)
    .set({ answers: [], coverLetter: null, anonymisedAt: new Date(), updatedAt: new Date() })
    .where(and(where, kept))
    .returning({ id: applications.id });
  return rows.map((row) => row.id);
}

/** What is left to do outside the database once a person is erased. */
export interface ErasedUser {
  resumeKey: string | null;
}

/**
 * Erases a job seeker in one transaction: their profile, saved jobs, alerts, sign-in, mailed
 * links, live events and every queued or sent mail to them or about them; their applications
 * wiped for the companies; the row itself kept with nothing of them (it holds the applications).
 * Null when there is no such person or they were erased already. The resume file is the caller's
 * to remove, after the commit.
 */
export async function eraseUser(db: Database, userId: string): Promise<ErasedUser | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return null;
    const [credentials] = await tx
      .select({ email: userCredentials.email })
      .from(userCredentials)
      .where(eq(userCredentials.userId, userId));
    await deleteMailConcerning(tx, {
      tags: [`user:${userId}`],
      emails: [user.email, credentials?.email],
    });
    await anonymiseApplications(tx, { userId });
    await tx.delete(seekerProfiles).where(eq(seekerProfiles.userId, userId));
    await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
    await tx.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
    await tx.delete(userCredentials).where(eq(userCredentials.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.subjectId, userId));
    await tx.delete(liveEvents).where(eq(liveEvents.audience, `user:${userId}`));
    if (user.clerkId) {
      // A late webhook or a Clerk session still in flight must not bring the person back.
      await tx.insert(deletedClerkUsers).values({ clerkId: user.clerkId }).onConflictDoNothing();
    }
    await tx
      .update(users)
      .set({
        clerkId: null,
        firstName: '',
        lastName: '',
        email: null,
        image: '',
        resumeKey: null,
        resumeName: null,
        resumeUploadedAt: null,
        clerkUpdatedAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return { resumeKey: user.resumeKey };
  });
}

/** Our user id of a Clerk id, erased or not yet. */
export async function userIdOfClerk(db: Database, clerkId: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.clerkId, clerkId));
  return row?.id ?? null;
}
