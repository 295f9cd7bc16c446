import { eq } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { users } from '../platform/schema';

/** Whose resume is stored under `key`, for its download's name; null for none (or an old one). */
export async function resumeOwner(
  db: Database,
  key: string,
): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.resumeKey, key))
    .limit(1);
  return row ?? null;
}
