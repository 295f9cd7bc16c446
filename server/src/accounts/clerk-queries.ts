import { eq, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import { eraseUser } from '../privacy/erase-queries';
import { TOLERANCE_SECONDS } from './svix';
import type { Database, DatabaseOrTransaction } from '../platform/database';
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

/**
 * Holds, until the transaction ends, the right to create, update or delete the user of a Clerk
 * id. Profile events, a session token's first sight and `user.deleted` take it before they read
 * the tombstone, so a deletion cannot slip between another's check and its insert.
 */
async function lockClerkId(tx: DatabaseOrTransaction, clerkId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`clerk-user:${clerkId}`}, 0))`,
  );
}

/** True when this Clerk id's user was deleted: it must not come back. */
export async function isDeletedClerkUser(
  db: DatabaseOrTransaction,
  clerkId: string,
): Promise<boolean> {
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
export async function upsertClerkUser(
  db: DatabaseOrTransaction,
  profile: ClerkProfile,
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      await lockClerkId(tx, profile.clerkId);
      if (await isDeletedClerkUser(tx, profile.clerkId)) return null;
      const [row] = await tx
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
      // The person's own deletion (privacy/erase-queries) takes no Clerk lock: when it commits
      // while this insert waits on their row, the insert finds the id free and makes a new row.
      // Its tombstone committed with it, so a second look sees it and the insert is undone.
      if (row && (await isDeletedClerkUser(tx, profile.clerkId))) tx.rollback();
      return row?.id ?? null;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/** Our user id of a Clerk id, when it has one already. */
export async function clerkUserId(
  db: DatabaseOrTransaction,
  clerkId: string,
): Promise<string | null> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.clerkId, clerkId));
  return existing[0]?.id ?? null;
}

/** Lets go of delivery ids older than a replay could be (twice the signature's tolerance). */
export async function forgetOldDeliveries(db: Database): Promise<void> {
  const cutoff = new Date(Date.now() - 2 * TOLERANCE_SECONDS * 1000);
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, cutoff));
}

/**
 * Records a delivery; false when its svix id was handled already. Run it in the transaction of
 * the delivery's effect: a delivery whose effect failed is then not recorded, and Clerk's retry
 * (same id) applies it. The same id arriving twice at once waits here for the first to end.
 */
export async function firstDelivery(tx: DatabaseOrTransaction, svixId: string): Promise<boolean> {
  const inserted = await tx
    .insert(webhookDeliveries)
    .values({ svixId })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.svixId });
  return inserted.length > 0;
}

/**
 * Deletes a Clerk user for good, as the person's own deletion does (privacy/erase-queries), and
 * leaves a tombstone so that a late webhook or a token still in flight cannot re-create the
 * account. Under the Clerk id's lock, so a profile event cannot insert the person between the
 * tombstone and the look-up. It answers the erased resume's key: the caller removes the file,
 * after the commit, whose signed links then lead nowhere.
 */
export async function deleteClerkUser(
  db: DatabaseOrTransaction,
  clerkId: string,
): Promise<{ resumeKey: string | null }> {
  return db.transaction(async (tx) => {
    await lockClerkId(tx, clerkId);
    const userId = await clerkUserId(tx, clerkId);
    // The erase locks the row, then writes the tombstone, in the order the person's own deletion
    // does: the other way round, the two deleting at once could deadlock.
    const erased = userId ? await eraseUser(tx, userId) : null;
    await tx.insert(deletedClerkUsers).values({ clerkId }).onConflictDoNothing();
    return { resumeKey: erased?.resumeKey ?? null };
  });
}
