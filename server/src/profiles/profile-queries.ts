import { eq } from 'drizzle-orm';
import type { Profile } from 'shared-api/contract';
import type { Database } from '../platform/database';
import { lockLiveUser } from '../accounts/live-account-queries';
import { seekerProfiles, userCredentials, users } from '../platform/schema';

type ProfileRow = typeof seekerProfiles.$inferSelect;
/** What POST /api/users/profile writes: only the fields it was sent, null clearing one. */
export type ProfileChanges = Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>>;

/** A profile's columns as read, every one null where the person never saved a profile. */
type ProfileColumns = { [K in keyof ProfileChanges]-?: ProfileChanges[K] | null };

/** The profile as the API shows it; a person who never saved one has an empty one. */
export function toProfile(row: ProfileColumns | null): Profile {
  return {
    headline: row?.headline ?? '',
    phone: row?.phone ?? '',
    city: row?.city ?? '',
    links: row?.links ?? [],
    yearsOfExperience: row?.yearsOfExperience ?? null,
    skills: row?.skills ?? [],
  };
}

/** The profile's columns, for reads that join it (a company's applicants). */
export const profileColumns = {
  headline: seekerProfiles.headline,
  phone: seekerProfiles.phone,
  city: seekerProfiles.city,
  links: seekerProfiles.links,
  yearsOfExperience: seekerProfiles.yearsOfExperience,
  skills: seekerProfiles.skills,
};

/** A job seeker's profile and resume section; null when there is no such person. */
export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      resumeKey: users.resumeKey,
      resumeName: users.resumeName,
      resumeUploadedAt: users.resumeUploadedAt,
      credentialsOf: userCredentials.userId,
      ...profileColumns,
    })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { resumeKey, resumeName, resumeUploadedAt, credentialsOf, ...profile } = row;
  return {
    passwordSignIn: credentialsOf !== null,
    resume: { key: resumeKey, name: resumeName, uploadedAt: resumeUploadedAt },
    profile: toProfile(profile),
  };
}

/**
 * Writes the fields sent, the others kept; the first save makes the row. False when the person
 * no longer exists (their account was deleted meanwhile): their row is locked first, so an erase
 * under way is waited for, and a save it let through first is erased with the rest.
 */
export async function saveProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
): Promise<boolean> {
  const updatedAt = new Date();
  return db.transaction(async (tx) => {
    if (!(await lockLiveUser(tx, userId))) return false;
    await tx
      .insert(seekerProfiles)
      .values({ ...changes, userId, updatedAt })
      .onConflictDoUpdate({ target: seekerProfiles.userId, set: { ...changes, updatedAt } });
    return true;
  });
}
