import { and, eq, isNull } from 'drizzle-orm';
import { DAY_MS, LINK_EXPIRED } from 'shared-api/contract';
import { issueAccountToken } from '../src/accounts/account-token-queries';
import { applications, companies } from '../src/platform/schema';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  FACTORY_PASSWORD,
  userToken,
} from './helpers/factories';
import { holdRow, raceFromPause, untilPaused, watchedApp } from './helpers/lock-waits';
import { lacks } from './helpers/test-env';

/**
 * A company's erase (decision 0043) locks the company's row first, then empties it. A write from
 * outside the company (an application, the public verification or reset link) under way meanwhile
 * must wait for the erase on that same row, taken first, and then be refused: otherwise it lands
 * after the erase (an application with its cover letter on an erased company's job), or holds a
 * row the erase needs while waiting on the company's, and PostgreSQL aborts one side. The erase
 * is paused in its transaction, past the company's lock, by another connection holding one of
 * its applications; PGlite has one connection, so nothing runs beside an erase there.
 */
describe.skipIf(lacks('writes waiting on a company erase', 'postgres')).each(['postgres' as const])(
  'a write waiting on its company erase, on %s',
  (kind) => {
    const watched = watchedApp(kind);

    /**
     * Starts the company's erase and leaves it paused until released: past the company's lock,
     * before it touches the jobs or the mailed links, on an application another connection holds.
     */
    async function pausedErase(companyId: string) {
      const { ctx, watcher } = watched;
      const db = ctx.database.db;
      const job = await createJob(db, companyId);
      const bystander = await createUser(db);
      const other = await createApplication(db, { userId: bystander.id, jobId: job.id, companyId });
      const release = await holdRow(ctx.database.url ?? '', 'applications', other.id);
      const erase = ctx.app.inject({
        method: 'POST',
        url: '/api/company/delete-account',
        headers: { token: await companyToken(ctx.app, companyId) },
        payload: { password: FACTORY_PASSWORD },
      });
      await untilPaused(watcher, release, erase);
      return { erase, release };
    }

    it('refuses an application that waited on the erase, and keeps no cover letter', async () => {
      const { ctx, watcher } = watched;
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
      const [erased, applied] = await raceFromPause(watcher, release, erase, apply);
      expect(erased.statusCode).toBe(200);
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
      const { ctx, watcher } = watched;
      const db = ctx.database.db;
      const company = await createCompany(db, { emailVerifiedAt: null });
      const token = await issueAccountToken(db, 'company-verify', company.id, 30 * DAY_MS);
      const { erase, release } = await pausedErase(company.id);
      const verify = ctx.app.inject({
        method: 'POST',
        url: '/api/company/verify-email',
        payload: { token },
      });
      const [erased, verified] = await raceFromPause(watcher, release, erase, verify);
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

    // The owner's reset link: used (locked) first, then the company's password set, as the link.
    it('answers a reset link that waited on the erase as expired, and sets no password', async () => {
      const { ctx, watcher } = watched;
      const db = ctx.database.db;
      const company = await createCompany(db);
      const token = await issueAccountToken(db, 'company-reset', company.id, 3_600_000);
      const { erase, release } = await pausedErase(company.id);
      const reset = ctx.app.inject({
        method: 'POST',
        url: '/api/company/reset-password',
        payload: { token, password: 'a-brand-new-password-7' },
      });
      const [erased, answered] = await raceFromPause(watcher, release, erase, reset);
      expect(erased.statusCode).toBe(200);
      expect({ status: answered.statusCode, body: answered.json<unknown>() }).toEqual({
        status: 400,
        body: { success: false, message: LINK_EXPIRED },
      });
      const [row] = await db
        .select({ hash: companies.passwordHash })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row?.hash).toBe('');
    });
  },
);
