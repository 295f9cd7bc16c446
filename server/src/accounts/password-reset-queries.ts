import { and, eq, isNotNull } from 'drizzle-orm';
import type { ResetAccount } from 'shared-api/contract';
import type { DatabaseOrTransaction } from '../platform/database';
import { companies, companyMembers, userCredentials, users } from '../platform/schema';

/** Whose password a reset link sets: a company account, a team member of one, or a job seeker. */
export type ResetSubjectKind = 'company' | 'member' | 'seeker';

/**
 * The account a reset is asked for: a company account or a joined team member (both sign in at
 * the company login), or a built-in job seeker (never a Clerk one). Pending invitations have no
 * password to reset: their invitation mail sets one.
 */
export async function findResetSubject(
  db: DatabaseOrTransaction,
  account: ResetAccount,
  email: string,
): Promise<{ id: string; email: string; kind: ResetSubjectKind } | null> {
  if (account === 'seeker') {
    const [row] = await db
      .select({ id: userCredentials.userId, email: userCredentials.email })
      .from(userCredentials)
      .where(eq(userCredentials.email, email));
    return row ? { ...row, kind: 'seeker' } : null;
  }
  const [company] = await db
    .select({ id: companies.id, email: companies.email })
    .from(companies)
    .where(eq(companies.email, email));
  if (company) return { ...company, kind: 'company' };
  const [member] = await db
    .select({ id: companyMembers.id, email: companyMembers.email })
    .from(companyMembers)
    .where(and(eq(companyMembers.email, email), isNotNull(companyMembers.passwordHash)));
  return member ? { ...member, kind: 'member' } : null;
}

/**
 * Sets the account's new password and ends its sessions: tokens issued before `validFrom`
 * (epoch seconds) are refused from then on. Gives the account's email, null when it is gone.
 */
export async function setPassword(
  db: DatabaseOrTransaction,
  kind: ResetSubjectKind,
  id: string,
  passwordHash: string,
  validFrom: number,
): Promise<string | null> {
  const updatedAt = new Date();
  if (kind === 'member') {
    const [row] = await db
      .update(companyMembers)
      .set({ passwordHash, sessionsValidFrom: validFrom, updatedAt })
      .where(and(eq(companyMembers.id, id), isNotNull(companyMembers.passwordHash)))
      .returning({ email: companyMembers.email });
    return row?.email ?? null;
  }
  if (kind === 'company') {
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
