import { eq, lt, sql } from 'drizzle-orm';
import { eraseUser } from '../privacy/erase-queries';
import { TOLERANCE_SECONDS } from './svix';
import type { Database } from '../platform/database';
import { deletedClerkUsers, users, webhookDeliveries } from '../platform/schema';

export interface ClerkProfile {
  clerkId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  image: string;
  /** Clerk's `updated_at` of this profile, when the source says (webhooks do). */
  clerkUpdatedAt?: number | null;
}

/** True when this Clerk id's user was deleted: it must not come back. */
export async function isDeletedClerkUser(db: Database, clerkId: string): Promise<boolean> {
  const rows = await db
    .select({ id: deletedClerkUsers.clerkId })
    .from(deletedClerkUsers)
    .where(eq(deletedClerkUsers.clerkId, clerkId));
  return rows.length > 0;
}

/**
 * Creates or updates the user of a Clerk id; answers our user id, or null when the id was
 * deleted or the profile is older than the one already applied (webhooks arrive out of order).
 */
export async function upsertClerkUser(db: Database, profile: ClerkProfile): Promise<string | null> {
  if (await isDeletedClerkUser(db, profile.clerkId)) return null;
  const [row] = await db
    .insert(users)
    .values(profile)
    .onConflictDoUpdate({
      target: users.clerkId,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        email: sql`excluded.email`,
        image: sql`excluded.image`,
        clerkUpdatedAt: sql`coalesce(excluded.clerk_updated_at, ${users.clerkUpdatedAt})`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${users.clerkUpdatedAt} is null or excluded.clerk_updated_at is null or excluded.clerk_updated_at > ${users.clerkUpdatedAt}`,
    })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** Our user id of a Clerk id, when it has one already. */
export async function clerkUserId(db: Database, clerkId: string): Promise<string | null> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.clerkId, clerkId));
  return existing[0]?.id ?? null;
}

/** Records a delivery; false when its svix id was handled already. Old ids are let go. */
export async function firstDelivery(db: Database, svixId: string): Promise<boolean> {
  const cutoff = new Date(Date.now() - 2 * TOLERANCE_SECONDS * 1000);
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, cutoff));
  const inserted = await db
    .insert(webhookDeliveries)
    .values({ svixId })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.svixId });
  return inserted.length > 0;
}

/**
 * Deletes a Clerk user for good, as the person's own deletion does (privacy/erase-queries): a
 * tombstone first (so a token still in flight cannot re-create the account), then the erase.
 * It answers the erased resume's key: the caller removes the file, whose signed links then lead
 * nowhere.
 */
export async function deleteClerkUser(
  db: Database,
  clerkId: string,
): Promise<{ resumeKey: string | null }> {
  await db.insert(deletedClerkUsers).values({ clerkId }).onConflictDoNothing();
  const userId = await clerkUserId(db, clerkId);
  if (!userId) return { resumeKey: null };
  const erased = await eraseUser(db, userId);
  return { resumeKey: erased?.resumeKey ?? null };
}
