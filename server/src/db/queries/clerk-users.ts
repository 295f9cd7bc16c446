import { eq, lt } from 'drizzle-orm';
import { TOLERANCE_SECONDS } from '../../lib/svix';
import type { FileStorage } from '../../lib/storage';
import type { Database } from '../database';
import { deletedClerkUsers, users, webhookDeliveries } from '../schema';

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
 * Deletes a Clerk user for good: a tombstone first (so a token still in flight cannot re-create
 * the account), then the row, then the resume file, whose signed links then lead nowhere.
 */
export async function deleteClerkUser(db: Database, storage: FileStorage, clerkId: string) {
  await db.insert(deletedClerkUsers).values({ clerkId }).onConflictDoNothing();
  const removed = await db
    .delete(users)
    .where(eq(users.clerkId, clerkId))
    .returning({ resumeKey: users.resumeKey });
  for (const { resumeKey } of removed) if (resumeKey) await storage.remove(resumeKey);
}
