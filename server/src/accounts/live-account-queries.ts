import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../platform/database';
import { companies, users } from '../platform/schema';

/**
 * How strongly a seeker's write holds their row. `key share` lets writes run side by side;
 * `no key update` and `update` also order writes that must not pass a check together (a count).
 * Every one of them waits for an erase, which locks the row `for update`.
 */
export type UserLock = 'key share' | 'no key update' | 'update';

/**
 * Locks a job seeker's row for the rest of the caller's transaction, as the account is now; null
 * when it was erased (or never was). An erase locks the row first thing and empties the account
 * in one transaction (decision 0043), so a write that runs its own statements after this one
 * either commits before the erase starts, and the erase takes what it wrote, or waits for it and
 * is told the account is gone: a token checked just before the erase cannot write after it.
 */
export async function lockLiveUser(
  tx: DatabaseOrTransaction,
  userId: string,
  strength: UserLock = 'key share',
): Promise<{ email: string | null; resumeKey: string | null } | null> {
  const [row] = await tx
    .select({ email: users.email, resumeKey: users.resumeKey })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for(strength);
  return row ?? null;
}

/**
 * Locks a company's row for the rest of the caller's transaction; false when it was erased. The
 * company's writes hold it `for share`, side by side, and its erase (`for update`) waits for them
 * or they for it, as lockLiveUser's for a person. A write that changes the row itself takes
 * `no key update` at once: two holders of `for share` that both went on to update it would each
 * wait for the other.
 */
export async function lockLiveCompany(
  tx: DatabaseOrTransaction,
  companyId: string,
  strength: 'share' | 'no key update' = 'share',
): Promise<boolean> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .for(strength);
  return row !== undefined;
}
