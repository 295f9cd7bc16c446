import { eq } from 'drizzle-orm';
import type { Company, User } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import type { Database } from '../platform/database';
import { companies, users } from '../platform/schema';
import { lockLiveUser } from './live-account-queries';

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const toCompany = (row: CompanyRow, urls: FileUrls): Company => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  image: urls.public(row.imageKey),
  emailVerified: row.emailVerifiedAt !== null,
});

export const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

/** The resume goes out only as a signed, expiring URL. */
export const toUser = (row: UserRow, urls: FileUrls): User => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  name: fullName(row),
  email: row.email ?? '',
  image: row.image,
  resume: urls.resume(row.resumeKey),
});

export async function findCompany(db: Database, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function findUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A resume as stored: its key, its file name as uploaded, and when (epoch ms). */
export interface StoredResume {
  key: string;
  name: string;
  uploadedAt: number;
}

/**
 * Records a user's new resume (or none) and answers the key it replaced, in one step: the row is
 * locked while it is read and written, so of two uploads at once each replaces the other's key
 * and every old file is named to exactly one of them for removal (issue: 8 of 30 were orphaned).
 */
export async function replaceResumeKey(
  db: Database,
  userId: string,
  resume: StoredResume | null,
): Promise<{ found: boolean; previous: string | null }> {
  return db.transaction(async (tx) => {
    // An erased account is not found: a resume recorded after its erase would outlive it.
    const row = await lockLiveUser(tx, userId, 'update');
    if (!row) return { found: false, previous: null };
    await tx
      .update(users)
      .set({
        resumeKey: resume?.key ?? null,
        resumeName: resume?.name ?? null,
        resumeUploadedAt: resume?.uploadedAt ?? null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return { found: true, previous: row.resumeKey };
  });
}
