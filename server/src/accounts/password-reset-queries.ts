import { eq } from 'drizzle-orm';
import type { ResetAccount } from 'shared-api/contract';
import type { DatabaseOrTransaction } from '../platform/database';
import { companies, userCredentials, users } from '../platform/schema';

/** The account a reset is asked for: a company, or a built-in job seeker (never a Clerk one). */
export async function findResetSubject(
  db: DatabaseOrTransaction,
  account: ResetAccount,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const [row] =
    account === 'company'
      ? await db
          .select({ id: companies.id, email: companies.email })
          .from(companies)
          .where(eq(companies.email, email))
      : await db
          .select({ id: userCredentials.userId, email: userCredentials.email })
          .from(userCredentials)
          .where(eq(userCredentials.email, email));
  return row ?? null;
}

/**
 * Sets the account's new password and ends its sessions: tokens issued before `validFrom`
 * (epoch seconds) are refused from then on. Gives the account's email, null when it is gone.
 */
export async function setPassword(
  db: DatabaseOrTransaction,
  account: ResetAccount,
  id: string,
  passwordHash: string,
  validFrom: number,
): Promise<string | null> {
  const updatedAt = new Date();
  if (account === 'company') {
    const [row] = await db
      .update(companies)
      .set({ passwordHash, sessionsValidFrom: validFrom, updatedAt })
      .where(eq(companies.id, id))
      .returning({ email: companies.email });
    return row?.email ?? null;
  }
  const [row] = await db
    .update(userCredentials)
    .set({ passwordHash, updatedAt })
    .where(eq(userCredentials.userId, id))
    .returning({ email: userCredentials.email });
  await db.update(users).set({ sessionsValidFrom: validFrom, updatedAt }).where(eq(users.id, id));
  return row?.email ?? null;
}
