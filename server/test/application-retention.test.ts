import { eq, inArray } from 'drizzle-orm';
import { applications } from '../src/platform/schema';
import { createTestApp, createTwoProcesses, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
} from './helpers/factories';
import { lacks } from './helpers/test-env';

const DAY = 86_400_000;
const RETENTION_DAYS = 30;

describe.each(databaseKinds)('applications past the retention period, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { applicationRetentionDays: RETENTION_DAYS });
  });
  afterAll(() => ctx.close());

  /** An application with answers and a cover letter to a job in the given state. */
  async function applicationTo(job: { closedAt?: number; expired?: boolean; closesAt?: number }) {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const posted = await createJob(db, company.id, job);
    const user = await createUser(db, {
      resumeKey: 'resumes/00000000-0000-4000-8000-000000000001.pdf',
    });
    const row = await createApplication(db, {
      userId: user.id,
      jobId: posted.id,
      companyId: company.id,
    });
    await db
      .update(applications)
      .set({
        answers: [{ questionId: 'q', question: 'Phone?', kind: 'text', answer: '12345' }],
        coverLetter: 'Hire me',
      })
      .where(eq(applications.id, row.id));
    return { id: row.id, companyId: company.id, userName: `${user.firstName} ${user.lastName}` };
  }
  const rows = (ids: string[]) =>
    ctx.database.db.select().from(applications).where(inArray(applications.id, ids));

  it('wipes only applications to jobs closed or expired longer ago than the period, once', async () => {
    const now = Date.now();
    const closedLongAgo = await applicationTo({ closedAt: now - (RETENTION_DAYS + 1) * DAY });
    const expiredLongAgo = await applicationTo({
      expired: true,
      closesAt: now - (RETENTION_DAYS + 2) * DAY,
    });
    const closedLately = await applicationTo({ closedAt: now - (RETENTION_DAYS - 1) * DAY });
    const expiredLately = await applicationTo({ expired: true, closesAt: now - DAY });
    const open = await applicationTo({});

    await ctx.app.retentionSweep();
    const after = new Map(
      (
        await rows([
          closedLongAgo.id,
          expiredLongAgo.id,
          closedLately.id,
          expiredLately.id,
          open.id,
        ])
      ).map((r) => [r.id, r]),
    );
    for (const gone of [closedLongAgo, expiredLongAgo]) {
      expect(after.get(gone.id)).toMatchObject({
        answers: [],
        coverLetter: null,
      });
      expect(after.get(gone.id)?.anonymisedAt).toBeInstanceOf(Date);
    }
    for (const kept of [closedLately, expiredLately, open]) {
      expect(after.get(kept.id)).toMatchObject({ coverLetter: 'Hire me', anonymisedAt: null });
    }

    // The company sees a deleted applicant: no name, no resume link.
    const token = await companyToken(ctx.app, closedLongAgo.companyId);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token },
    });
    const [applicant] = seen.json<{ applications: Record<string, unknown>[] }>().applications;
    expect(applicant).toMatchObject({
      userId: { name: 'Deleted applicant', resume: '' },
      answers: [],
      coverLetter: '',
    });
    expect(seen.body).not.toContain(closedLongAgo.userName);

    // A second sweep writes nothing: the wiped rows keep their first time.
    const firstTime = after.get(closedLongAgo.id)?.anonymisedAt;
    await ctx.app.retentionSweep();
    const [again] = await rows([closedLongAgo.id]);
    expect(again?.anonymisedAt).toEqual(firstTime);
  });
});

describe.skipIf(lacks('retention swept by two processes', 'postgres'))(
  'retention in two processes at once',
  () => {
    it('wipes each application once whichever process sweeps', async () => {
      const both = await createTwoProcesses({ applicationRetentionDays: RETENTION_DAYS });
      try {
        const db = both.first.database.db;
        const company = await createCompany(db);
        const job = await createJob(db, company.id, {
          closedAt: Date.now() - (RETENTION_DAYS + 5) * DAY,
        });
        const ids: string[] = [];
        for (let i = 0; i < 20; i += 1) {
          const user = await createUser(db);
          ids.push(
            (await createApplication(db, { userId: user.id, jobId: job.id, companyId: company.id }))
              .id,
          );
        }
        await Promise.all([both.first.app.retentionSweep(), both.second.retentionSweep()]);
        const wiped = await db.select().from(applications).where(inArray(applications.id, ids));
        expect(wiped.every((row) => row.anonymisedAt !== null)).toBe(true);
      } finally {
        await both.close();
      }
    });
  },
);
