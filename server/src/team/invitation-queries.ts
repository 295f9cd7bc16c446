import { and, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { companyMembers } from '../platform/schema';

/**
 * Whether a `company_members` row holds its email (decision 0040): a member who joined, or an
 * invitation that can still be accepted. One past its expiry can never be accepted (accepting
 * answers 410), so it holds nothing: else a company that invited an address once would keep it
 * from its owner's own company and from every other company for good. Compared with the
 * server's clock, as accepting does, so a link refused as expired has freed its email.
 */
export const holdsEmail = (now = new Date()): SQL =>
  sql`(${isNotNull(companyMembers.joinedAt)} or ${gt(companyMembers.inviteExpiresAt, now)})`;

/** A pending invitation that nobody can accept any more (at `before`). */
export const expiredInvitation = (before: Date): SQL =>
  sql`(${isNull(companyMembers.joinedAt)} and ${lte(companyMembers.inviteExpiresAt, before)})`;

/**
 * Deletes the email's expired invitation, whichever company sent it: called under the email's
 * lock by whoever is about to claim the email, so its row does not outlive the claim (the other
 * company would still list a dead invitation for an address that now has an account).
 */
export async function deleteExpiredInvitation(
  tx: DatabaseOrTransaction,
  email: string,
): Promise<void> {
  await tx
    .delete(companyMembers)
    .where(and(eq(companyMembers.email, email), expiredInvitation(new Date())));
}

/**
 * Deletes the invitations expired before `before`: an address of someone who never agreed to
 * anything is kept no longer than the inviting company needs to see they never joined. An
 * invitation renewed meanwhile is re-read under its row lock and stays.
 */
export async function purgeExpiredInvitations(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(companyMembers)
    .where(expiredInvitation(before))
    .returning({ id: companyMembers.id });
  return rows.length;
}
