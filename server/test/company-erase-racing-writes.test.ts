import { and, eq } from 'drizzle-orm';
import { jobs } from '../src/platform/schema';
import { eraseCompany } from '../src/privacy/company-erase-queries';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createJob } from './helpers/factories';
import { post } from './helpers/team';

const POSTING = {
  title: 'Posted from another tab',
  description: '<p>Counting things carefully.</p>',
  location: 'Mumbai',
  category: 'Design',
  level: 'Senior Level',
  salary: 1000,
};

/**
 * Deleting a company takes every job of it out of every list in one transaction (decision 43).
 * A posting whose token was checked just before the erase committed (another tab, a member)
 * must not land after it and list a job of a company that no longer exists. The erase is made
 * to commit at that moment through the one call post-job makes between the two.
 */
describe.each(databaseKinds)(
  'a posting let in just before its company is erased, on %s',
  (kind) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(kind);
    });
    afterAll(() => ctx.close());

    /** Runs `write` with the company erased between its token check and its transaction. */
    const erasedDuring = async <T>(write: () => Promise<T>): Promise<T> => {
      const verification = ctx.app.emailVerification;
      const holdsBack = verification.holdsBack;
      verification.holdsBack = async (companyId) => {
        expect(await eraseCompany(ctx.database.db, companyId, async () => {})).not.toBeNull();
        return holdsBack(companyId);
      };
      try {
        return await write();
      } finally {
        verification.holdsBack = holdsBack;
      }
    };

    it('is not listed once the company is gone', async () => {
      const db = ctx.database.db;
      const company = await createCompany(db);
      const token = await companyToken(ctx.app, company.id);
      await erasedDuring(() => post(ctx.app, '/api/company/post-job', token, POSTING));

      const listed = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, company.id), eq(jobs.listed, true)));
      expect(listed).toEqual([]);
      const page = await ctx.app.inject({ method: 'GET', url: `/api/jobs?page=1&q=tab` });
      expect(page.json<{ total: number }>().total).toBe(0);
    });

    // Every company write takes the same hold: showing a job again is the one that would list
    // an erased company's job that existed before (the erase hid it).
    it('does not show a job again once the company is gone', async () => {
      const db = ctx.database.db;
      const company = await createCompany(db);
      const job = await createJob(db, company.id);
      const token = await companyToken(ctx.app, company.id);
      const answer = await erasedDuring(() =>
        post(ctx.app, '/api/company/change-visibility', token, { id: job.id }),
      );
      expect(answer.statusCode).toBe(401);

      const [row] = await db
        .select({ visible: jobs.visible, listed: jobs.listed })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      expect(row).toEqual({ visible: false, listed: false });
    });
  },
);
