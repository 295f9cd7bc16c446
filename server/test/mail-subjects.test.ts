import { inArray } from 'drizzle-orm';
import { applicantNotices } from '../src/platform/schema';
import { SUBJECT_MAX } from '../src/mail/message';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { logoFile, multipart } from './helpers/multipart';
import { TestSmtpServer, type ReceivedMail } from './helpers/smtp';

const INJECTED = 'Eve\r\nBcc: someone@x.test';
const LONG = (word: string) => Array.from({ length: 60 }, () => word).join(' ');

/** A subject as it must always be: one line, within the mailer's bound. */
function expectFlatSubject(mail: ReceivedMail | undefined) {
  const subject = mail?.parsed.subject ?? '';
  expect(subject).not.toMatch(/[\r\n]/);
  expect(subject.length).toBeGreaterThan(0);
  expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX);
}

describe.each(databaseKinds)('names and titles in mail subjects, on %s', (kind) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const apply = async (firstName: string, jobId: string) => {
    // No address of their own: the company's subjects are counted here (the applicant's
    // "application received" is flattened the same way: application-received-mail.test.ts).
    const user = await createUser(ctx.database.db, {
      firstName,
      email: null,
      resumeKey: 'resumes/x.pdf',
    });
    const auth = { authorization: `Bearer ${await userToken(ctx.app, user.id)}` };
    const res = await post('/api/users/apply', auth, { jobId });
    expect([res.statusCode, res.json()]).toEqual([200, expect.objectContaining({ success: true })]);
  };

  it('flattens and cuts them, and one unsendable message never stops the batch', async () => {
    const db = ctx.database.db;
    const broken = await createCompany(db, { name: 'Orbit\nLabs', email: 'hiring@orbit.example' });
    const longTitle = await createJob(db, broken.id, { title: LONG('Engineer') });
    const brokenTitle = await createJob(db, broken.id, { title: 'Senior\r\nEngineer' });
    // An address the mailer refuses, as one left by an older version could be.
    const unmailable = await createCompany(db, { email: 'not an address' });
    const unsendable = await createJob(db, unmailable.id);
    const jobs = [longTitle, brokenTitle, unsendable];

    const before = smtp.received.length;
    // The first applicant of each job is mailed at once; the one within 10 minutes waits.
    for (const job of jobs) await apply('Asha', job.id);
    for (const job of jobs) await apply(INJECTED, job.id);
    await db
      .update(applicantNotices)
      .set({ lastSentAt: 0 })
      .where(
        inArray(
          applicantNotices.jobId,
          jobs.map((job) => job.id),
        ),
      );
    await ctx.app.notifications.sweep();
    await ctx.app.mail.drain();
    // Two jobs, each mailed twice; the unsendable company's are set aside.
    const received = (await smtp.waitFor(before + 4)).slice(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 4);
    for (const mail of received) {
      expectFlatSubject(mail);
      expect(mail.recipients).toEqual(['hiring@orbit.example']);
    }
    const subjects = received.map((mail) => mail.parsed.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^New applicant for Senior Engineer: Asha Last\d+$/),
        expect.stringMatching(
          /^New applicant for Senior Engineer: Eve Bcc: someone@x.test Last\d+$/,
        ),
        expect.stringMatching(/^New applicant for Engineer Engineer .*…$/),
      ]),
    );
    // The whole batch went through: nobody is left waiting.
    const notices = await db
      .select()
      .from(applicantNotices)
      .where(
        inArray(
          applicantNotices.jobId,
          jobs.map((job) => job.id),
        ),
      );
    expect(notices.map((notice) => notice.pendingSince)).toEqual([null, null, null]);
  });

  it('moves and withdraws applications to jobs whose title and company make a long subject', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, { name: LONG('Acme') });
    const job = await createJob(db, company.id, { title: LONG('Engineer') });
    const users = await Promise.all([1, 2, 3].map(() => createUser(db)));
    const apps = await Promise.all(
      users.map((user) =>
        createApplication(db, { userId: user.id, jobId: job.id, companyId: company.id }),
      ),
    );
    const [one, two, three] = apps;
    const [withdrawing] = users;
    if (!one || !two || !three || !withdrawing) throw new Error('no applications');
    const headers = { token: await companyToken(ctx.app, company.id) };
    const before = smtp.received.length;

    const moved = await post('/api/company/change-status', headers, {
      id: two.id,
      status: 'Shortlisted',
    });
    expect(moved.statusCode).toBe(200);
    const bulk = await post('/api/company/bulk-change-status', headers, {
      ids: [three.id],
      status: 'Rejected',
    });
    expect(bulk.statusCode).toBe(200);
    const withdrawn = await post(
      '/api/users/withdraw',
      { authorization: `Bearer ${await userToken(ctx.app, withdrawing.id)}` },
      { id: one.id },
    );
    expect(withdrawn.statusCode).toBe(200);

    await ctx.app.mail.drain();
    const received = (await smtp.waitFor(before + 3)).slice(before);
    for (const mail of received) {
      expectFlatSubject(mail);
      expect(mail.parsed.subject).toMatch(/^Engineer Engineer .*…$/);
    }
  });

  it('refuses line breaks and control characters in the names people sign up with', async () => {
    const seeker = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: INJECTED,
        lastName: '',
        email: 'eve@example.test',
        password: 'a-long-password-1',
      },
    });
    expect([seeker.statusCode, seeker.json()]).toEqual([
      400,
      {
        success: false,
        message:
          'Invalid firstName in the body: First name may not contain line breaks or control characters',
      },
    ]);
    const last = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Eve',
        lastName: 'Doe\u0007',
        email: 'eve@example.test',
        password: 'a-long-password-1',
      },
    });
    expect(last.statusCode).toBe(400);
    const form = multipart(
      { name: 'Orbit\r\nLabs', email: 'orbit@example.test', password: 'a-long-password-1' },
      logoFile(),
    );
    const company = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/register',
      ...form,
    });
    expect([company.statusCode, company.json()]).toEqual([
      400,
      {
        success: false,
        message: 'Company name may not contain line breaks or control characters',
      },
    ]);
  });
});
