import type { Database } from '../platform/database';
import { applications, companies, jobs, userCredentials, users } from '../platform/schema';

export interface DemoRows {
  companies: (typeof companies.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  seeker: typeof users.$inferInsert;
  credentials: typeof userCredentials.$inferInsert;
  applications: (typeof applications.$inferInsert)[];
}

/** True when the database holds a company already: demo data goes only into an empty one. */
export async function hasAnyCompany(db: Database): Promise<boolean> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  return existing.length > 0;
}

/** All the demo rows in one transaction: a start that fails midway leaves none. */
export async function insertDemoRows(db: Database, rows: DemoRows): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(rows.companies);
    await tx.insert(jobs).values(rows.jobs);
    await tx.insert(users).values(rows.seeker);
    await tx.insert(userCredentials).values(rows.credentials);
    await tx.insert(applications).values(rows.applications);
  });
}
