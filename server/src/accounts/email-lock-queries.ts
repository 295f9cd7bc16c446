import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../platform/database';

/**
 * Holds, until the transaction ends, the right to give a company-side email (a company account,
 * a team member or an invitation) to someone: registering and inviting take it before they check
 * the email is free, so two of them at once cannot both find it free.
 */
export async function lockEmail(tx: DatabaseOrTransaction, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`company-email:${email.toLowerCase()}`}, 0))`,
  );
}
