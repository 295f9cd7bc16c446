import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { companies, companyMembers, userCredentials, users } from '../platform/schema';
import { holdsEmail } from '../team/invitation-queries';

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * Whether a company account, a team member or a live invitation already uses this email: a
 * member's email as a new company's would have signed the member in against that company's
 * password. An expired invitation holds nothing (holdsEmail).
 */
export async function companyEmailTaken(
  db: DatabaseOrTransaction,
  email: string,
): Promise<boolean> {
  // One round trip: registration asks it twice, the second time under the email's lock.
  const [row] = await db
    .select({
      taken: sql<boolean>`exists (select 1 from ${companies} where ${companies.email} = ${email})
        or exists (select 1 from ${companyMembers}
          where ${and(eq(companyMembers.email, email), holdsEmail())})`,
    })
    .from(sql`(select 1) as one`);
  return row?.taken ?? false;
}

export async function insertCompany(
  db: Database,
  values: { name: string; email: string; passwordHash: string; imageKey: string },
): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCompanyByEmail(db: Database, email: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.email, email));
  return row ?? null;
}

/** Whether a built-in job seeker account already uses this email. */
export async function userEmailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: userCredentials.userId })
    .from(userCredentials)
    .where(eq(userCredentials.email, email));
  return rows.length > 0;
}

/** A built-in job seeker: the user and their credentials together, or neither. */
export async function insertUserWithPassword(
  db: Database,
  values: { firstName: string; lastName: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const { passwordHash, ...person } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(person).returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(userCredentials).values({ userId: row.id, email: person.email, passwordHash });
    return row;
  });
}

/** A built-in job seeker and their password hash, by email. */
export async function findUserCredentials(
  db: Database,
  email: string,
): Promise<{ user: UserRow; passwordHash: string } | null> {
  const [row] = await db
    .select({ user: users, passwordHash: userCredentials.passwordHash })
    .from(userCredentials)
    .innerJoin(users, eq(users.id, userCredentials.userId))
    .where(eq(userCredentials.email, email));
  return row ?? null;
}
