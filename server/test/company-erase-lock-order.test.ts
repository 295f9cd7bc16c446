import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { DAY_MS, LINK_EXPIRED } from 'shared-api/contract';
import { issueAccountToken } from '../src/accounts/account-token-queries';
import { applications, companies } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  FACTORY_PASSWORD,
  userToken,
} from './helpers/factories';
import { lacks } from './helpers/test-env';

/** Statements of this database waiting on a row another transaction holds. */
async function lockWaits(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

/** Until `count` statements wait; fails when one of the calls answered instead. */
async function untilWaiting(
  client: pg.Client,
  count: number,
  calls: Promise<{ statusCode: number; body: string }>[],
): Promise<void> {
  const answered = { call: '' };
  for (const call of calls) {
    void call.then((res) => (answered.call ||= `${res.statusCode} ${res.body}`));
  }
  for (let i = 0; i < 1000 && !answered.call; i += 1) {
    if ((await lockWaits(client)) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} statements waited: ${answered.call || 'none answered'}`);
}

/**
 * A company's erase (decision 0043) locks the company's row first, then empties it. A write from
 * outside the company (an application, the public verification link) that is under way meanwhile
 * must wait for the erase on that same row, taken first, and then be refused: otherwise it lands
 * after the erase (an application with its cover letter on an erased company's job), or holds a
 * row the erase needs while waiting on the company's, and PostgreSQL aborts one side. The erase
 * is paused in its transaction, past the company's lock, by another connection holding one of
 * its jobs; PGlite has one connection, so nothing runs beside an erase there.
 */
describe.skipIf(lacks('writes waiting on a company erase', 'postgres')).each(['postgres' as const])(
  'a write waiting on its company erase, on %s',
  (kind) => {
    let ctx: TestContext;
    let watcher: pg.Client;
    beforeAll(async () => {
      ctx = await createTestApp(kind);
      watcher = new pg.Client({ connectionString: ctx.database.url });
      await watcher.connect();
    });
    afterAll(async () => {
      await watcher.end();
      await ctx.close();
    });

    /**
     * Starts the company's erase and leaves it paused until released: past the company's lock,
     * before it touches the jobs or the mailed links, on an application another connection holds.
     */
    async function pausedErase(companyId: string) {
      const db = ctx.database.db;
      const job = await createJob(db, companyId);
      const bystander = await createUser(db);
      const other = await createApplication(db, { userId: bystander.id, jobId: job.id, companyId });
      const holder = new pg.Client({ connectionString: ctx.database.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from applications where id = $1 for update', [other.id]);
      const erase = ctx.app.inject({
        method: 'POST',
        url: '/api/company/delete-account',
        headers: { token: await companyToken(ctx.app, companyId) },
        payload: { password: FACTORY_PASSWORD },
      });
      let held = true;
      const release = async () => {
        if (!held) return;
        held = false;
        await holder.query('commit');
        await holder.end();
      };
      await untilWaiting(watcher, 1, [erase]).catch(async (error: unknown) => {
        await release();
        throw error;
      });
      return { erase, release };
    }

    it('refuses an application that waited on the erase, and keeps no cover letter', async () => {
      const db = ctx.database.db;
      const company = await createCompany(db);
      const job = await createJob(db, company.id);
      const seeker = await createUser(db, { resumeKey: 'resumes/lock-order.pdf' });
      const { erase, release } = await pausedErase(company.id);
      const apply = ctx.app.inject({
        method: 'POST',
        url: '/api/users/apply',
        headers: { authorization: `Bearer ${await userToken(ctx.app, seeker.id)}` },
        payload: { jobId: job.id, coverLetter: 'Written just before the company went.' },
      });
      try {
        await untilWaiting(watcher, 2, [erase, apply]);
      } finally {
        await release();
      }

      expect((await erase).statusCode).toBe(200);
      const applied = await apply;
      expect({ status: applied.statusCode, body: applied.json<unknown>() }).toEqual({
        status: 404,
        body: { success: false, message: 'Job not found' },
      });
      const kept = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.companyId, company.id), isNull(applications.anonymisedAt)));
      expect(kept).toEqual([]);
    });

    it('answers a verification link that waited on the erase as expired, not a 500', async () => {
      const db = ctx.database.db;
      const company = await createCompany(db, { emailVerifiedAt: null });
      const token = await issueAccountToken(db, 'company-verify', company.id, 30 * DAY_MS);
      const { erase, release } = await pausedErase(company.id);
      const verify = ctx.app.inject({
        method: 'POST',
        url: '/api/company/verify-email',
        payload: { token },
      });
      try {
        await untilWaiting(watcher, 2, [erase, verify]);
      } finally {
        await release();
      }

      const [erased, verified] = await Promise.all([erase, verify]);
      expect(erased.statusCode).toBe(200);
      expect({ status: verified.statusCode, body: verified.json<unknown>() }).toEqual({
        status: 400,
        body: { success: false, message: LINK_EXPIRED },
      });
      const [row] = await db
        .select({ verifiedAt: companies.emailVerifiedAt, erased: companies.deletedAt })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row?.verifiedAt).toBeNull();
      expect(row?.erased).not.toBeNull();
    });
  },
);
