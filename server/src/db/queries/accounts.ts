import { eq } from 'drizzle-orm';
import type { Company, User } from 'shared-api/contract';
import type { FileUrls } from '../../lib/file-urls';
import type { Database } from '../database';
import { companies, users } from '../schema';

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const toCompany = (row: CompanyRow, urls: FileUrls): Company => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  image: urls.public(row.imageKey),
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
