import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/database';
import { applications, companies, jobs, users } from '../../src/platform/schema';
import { hashPassword } from '../../src/accounts/passwords';

export const FACTORY_PASSWORD = 'factory-password-1';
let passwordHash: Promise<string> | null = null;
let counter = 0;
const next = () => (counter += 1);
/**
 * Factory jobs are posted in creation order, all in the past. Files share this module's counter
 * in a worker (`isolate: false`), so it passes 1,000: counted back from now by it, later jobs
 * were dated in the future, and a digest (which reads jobs up to now) skipped them.
 */
const FIRST_POSTED = Date.now() - 3_600_000;

export async function createCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      name: `Company ${n}`,
      email: `company${n}-${randomUUID().slice(0, 8)}@test.example`,
      passwordHash: await (passwordHash ??= hashPassword(FACTORY_PASSWORD)),
      imageKey: `logos/${randomUUID()}.png`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no company');
  return row;
}

export async function createJob(
  db: Database,
  companyId: string,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(jobs)
    .values({
      companyId,
      title: `Job ${n}`,
      description: `<p>Description ${n}</p>`,
      location: 'Bangalore',
      category: 'Programming',
      level: 'Begineer Level',
      salary: 1000 * n,
      postedAt: FIRST_POSTED + 100 * n,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no job');
  return row;
}

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `user${n}@test.example`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

export async function createApplication(
  db: Database,
  values: { userId: string; jobId: string; companyId: string; status?: string },
) {
  const [row] = await db
    .insert(applications)
    .values({ status: 'Pending', appliedAt: Date.now(), ...values })
    .returning();
  if (!row) throw new Error('no application');
  return row;
}

export const companyToken = (app: FastifyInstance, companyId: string) =>
  app.auth.tokens.sign('company', companyId);
export const userToken = (app: FastifyInstance, userId: string) =>
  app.auth.tokens.sign('user', userId);
