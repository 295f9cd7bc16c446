import { and, eq } from 'drizzle-orm';
import type { Profile, StoredAnswer } from 'shared-api/contract';
import type { Database } from '../platform/database';
import { applications, seekerProfiles, users } from '../platform/schema';
import { anyOf } from '../jobs/job-queries';
import { profileColumns, toProfile } from '../profiles/profile-queries';

/** What a company reads of its own applicants beyond the spec's list. */
export interface ApplicantDetails {
  email: string;
  profile: Profile;
  answers: StoredAnswer[];
  coverLetter: string;
  screenedOut: boolean;
}

/**
 * The contact, profile, answers and cover letter of these applications, by application: only
 * those to the company's own jobs, whatever ids are asked for.
 */
export async function applicantDetails(
  db: Database,
  companyId: string,
  applicationIds: string[],
): Promise<Map<string, ApplicantDetails>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: applications.id,
      answers: applications.answers,
      coverLetter: applications.coverLetter,
      screenedOut: applications.screenedOut,
      anonymisedAt: applications.anonymisedAt,
      email: users.email,
      ...profileColumns,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.userId))
    // One array parameter for a batch of up to 500, not a statement text per batch length.
    .where(and(eq(applications.companyId, companyId), anyOf(applications.id, applicationIds)));
  return new Map(
    rows.map(({ id, answers, coverLetter, screenedOut, anonymisedAt, email, ...profile }) => [
      id,
      // Wiped: nothing of the person, whatever their account still holds.
      anonymisedAt
        ? { email: '', profile: toProfile(null), answers: [], coverLetter: '', screenedOut }
        : {
            email: email ?? '',
            profile: toProfile(profile),
            answers,
            coverLetter: coverLetter ?? '',
            screenedOut,
          },
    ]),
  );
}
