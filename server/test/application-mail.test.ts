import { eq } from 'drizzle-orm';
import { applicantNotices } from '../src/platform/schema';
import { APPLICANT_MAIL_GAP_MS } from '../src/pipeline/application-notices';
import { createTwoProcesses } from './helpers/app';
import { appWithSmtp } from './helpers/smtp-app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { TestSmtpServer, type ReceivedMail } from './helpers/smtp';
import { lacks } from './helpers/test-env';

const SITE = 'https://jobs.example';
const linksOf = (mail: ReceivedMail | undefined) =>
  [...(mail?.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe.each(databaseKinds)('mail about applications, over SMTP, on %s', (kind) => {
  const setup = appWithSmtp(kind, { siteUrl: SITE });
  /** The messages received from now on, once there are `count` of them. */
  const next = async (count: number, act: () => Promise<unknown>) => {
    const before = setup.smtp.received.length;
    await act();
    await setup.ctx.app.mail.drain();
    return (await setup.smtp.waitFor(before + count)).slice(before);
  };
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    setup.ctx.app.inject({ method: 'POST', url, headers, payload });

  it('tells the applicant of each change of stage, and of their own withdrawal', async () => {
    const db = setup.ctx.database.db;
    const company = await createCompany(db, { name: 'Orbit Labs' });
    const job = await createJob(db, company.id, { title: 'Data Analyst' });
    const user = await createUser(db, { firstName: 'Asha', email: 'asha@example.test' });
    const application = await createApplication(db, {
      userId: user.id,
      jobId: job.id,
      companyId: company.id,
    });
    const headers = { token: await companyToken(setup.ctx.app, company.id) };

    const [moved] = await next(1, async () => {
      const res = await post('/api/company/change-status', headers, {
        id: application.id,
        status: 'Shortlisted',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(moved?.recipients).toEqual(['asha@example.test']);
    expect(moved?.parsed.subject).toBe('Data Analyst at Orbit Labs: Shortlisted');
    expect(moved?.parsed.text).toContain('Hello Asha,');
    expect(moved?.parsed.text).toContain('moved to the stage Shortlisted');
    expect(linksOf(moved)).toEqual([`${SITE}/applications`]);
    expect(moved?.parsed.html).toContain(`href="${SITE}/applications"`);

    const [withdrawn] = await next(1, async () => {
      const res = await post(
        '/api/users/withdraw',
        { authorization: `Bearer ${await userToken(setup.ctx.app, user.id)}` },
        { id: application.id },
      );
      expect(res.statusCode).toBe(200);
    });
    expect(withdrawn?.parsed.subject).toBe('Data Analyst at Orbit Labs: Withdrawn');

    // A refused move sends nothing.
    const before = setup.smtp.received.length;
    const refused = await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Accepted',
    });
    expect(refused.statusCode).toBe(409);
    await setup.ctx.app.mail.drain();
    expect(setup.smtp.received.length).toBe(before);
  });

  it('mails each applicant of a bulk move, and nobody when the bulk is refused', async () => {
    const db = setup.ctx.database.db;
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    const people = await Promise.all(
      ['a', 'b', 'c'].map((name) => createUser(db, { email: `${name}-bulk@example.test` })),
    );
    const apps = await Promise.all(
      people.map((user) =>
        createApplication(db, { userId: user.id, jobId: job.id, companyId: company.id }),
      ),
    );
    const headers = { token: await companyToken(setup.ctx.app, company.id) };
    const received = await next(3, () =>
      post('/api/company/bulk-change-status', headers, {
        ids: apps.map((a) => a.id),
        status: 'Rejected',
      }),
    );
    expect(received.flatMap((mail) => mail.recipients).sort()).toEqual([
      'a-bulk@example.test',
      'b-bulk@example.test',
      'c-bulk@example.test',
    ]);
    const before = setup.smtp.received.length;
    const refused = await post('/api/company/bulk-change-status', headers, {
      ids: apps.map((a) => a.id),
      status: 'Shortlisted',
    });
    expect(refused.statusCode).toBe(409);
    await setup.ctx.app.mail.drain();
    expect(setup.smtp.received.length).toBe(before);
  });

  it("mails a company its job's first applicant at once, then gathers the next ones for 10 minutes", async () => {
    const db = setup.ctx.database.db;
    const company = await createCompany(db, { email: 'hiring@orbit.example' });
    const job = await createJob(db, company.id, { title: 'Site Reliability Engineer' });
    const apply = async (firstName: string) => {
      // No address of their own: only the company's mail is counted here (their own
      // "application received" is application-received-mail.test.ts's).
      const user = await createUser(db, {
        firstName,
        lastName: 'Rao',
        email: null,
        resumeKey: 'resumes/x.pdf',
      });
      const res = await post(
        '/api/users/apply',
        { authorization: `Bearer ${await userToken(setup.ctx.app, user.id)}` },
        { jobId: job.id },
      );
      expect(res.statusCode).toBe(200);
    };
    const [first] = await next(1, () => apply('Meera'));
    expect(first?.recipients).toEqual(['hiring@orbit.example']);
    expect(first?.parsed.subject).toBe('New applicant for Site Reliability Engineer: Meera Rao');
    expect(linksOf(first)).toEqual([`${SITE}/dashboard/view-applications?jobId=${job.id}`]);

    // Within 10 minutes: gathered, nothing sent, even by a sweep.
    const before = setup.smtp.received.length;
    await apply('Ravi');
    await apply('Kiran');
    await setup.ctx.app.notifications.sweep();
    await setup.ctx.app.mail.drain();
    expect(setup.smtp.received.length).toBe(before);

    // Ten minutes on: one message with both.
    const [notice] = await db
      .select()
      .from(applicantNotices)
      .where(eq(applicantNotices.jobId, job.id));
    await db
      .update(applicantNotices)
      .set({ lastSentAt: (notice?.lastSentAt ?? 0) - APPLICANT_MAIL_GAP_MS })
      .where(eq(applicantNotices.jobId, job.id));
    const [gathered] = await next(1, () => setup.ctx.app.notifications.sweep());
    expect(gathered?.parsed.subject).toBe('2 new applicants for Site Reliability Engineer');
    expect(gathered?.parsed.text).toContain('- Kiran Rao');
    expect(gathered?.parsed.text).toContain('- Ravi Rao');
    expect(gathered?.parsed.text).not.toContain('Meera');
    // And nothing again until someone else applies.
    await setup.ctx.app.notifications.sweep();
    await setup.ctx.app.mail.drain();
    expect(setup.smtp.received.length).toBe(before + 1);
  });
});

describe
  .skipIf(lacks('gathered applicant mail from two server processes', 'postgres'))
  .each(['postgres' as const])('gathered applicant mail across two processes on %s', () => {
  const smtp = new TestSmtpServer();
  beforeAll(async () => smtp.start());
  afterAll(async () => smtp.stop());

  it('is sent once when both sweep at the same moment', async () => {
    const { first, second, close } = await createTwoProcesses({ smtpUrl: smtp.url });
    try {
      const db = first.database.db;
      const company = await createCompany(db);
      const jobs = await Promise.all([1, 2, 3].map(() => createJob(db, company.id)));
      for (const job of jobs) {
        const user = await createUser(db);
        await createApplication(db, { userId: user.id, jobId: job.id, companyId: company.id });
        await db.insert(applicantNotices).values({ jobId: job.id, lastSentAt: 0, pendingSince: 1 });
      }
      const before = smtp.received.length;
      await Promise.all([first.app.notifications.sweep(), second.notifications.sweep()]);
      await Promise.all([first.app.mail.drain(), second.mail.drain()]);
      await smtp.waitFor(before + 3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.length).toBe(before + 3);
    } finally {
      await close();
    }
  });
});
