import { eq } from 'drizzle-orm';
import { sendDueReminders, type ReminderSender } from '../src/saved-jobs/closing-reminders';
import { configuredSiteOrigin } from '../src/pages/site-urls';
import { savedJobs } from '../src/platform/schema';
import { carriesNoSecret, linksOf, mailbox, SITE } from './helpers/account-links';
import { createTestApp, createTwoProcesses, testConfig, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { bearer } from './helpers/job-alerts';
import { companyCall, DAY } from './helpers/postings';
import { TestSmtpServer } from './helpers/smtp';
import { lacks } from './helpers/test-env';

const HOUR = 3_600_000;

describe.each(databaseKinds)(
  'saved jobs’ "closes tomorrow" reminders, over SMTP, on %s',
  (kind) => {
    const smtp = new TestSmtpServer();
    let ctx: TestContext | undefined;
    const current = (): TestContext => {
      if (!ctx) throw new Error('the test app is made in beforeAll');
      return ctx;
    };
    const mail = mailbox(smtp, current);
    const sweep = () => current().app.savedJobs.sweep();
    beforeAll(async () => {
      await smtp.start();
      ctx = await createTestApp(kind, { smtpUrl: smtp.url, siteUrl: SITE });
    });
    afterAll(async () => {
      await ctx?.close();
      await smtp.stop();
    });
    // Each test sees only its own saved jobs.
    beforeEach(async () => {
      await current().database.db.delete(savedJobs);
    });

    const save = async (userId: string, jobId: string) => {
      const res = await current().app.inject({
        method: 'POST',
        url: '/api/users/save-job',
        headers: await bearer(current().app, userId),
        payload: { jobId },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('mails each person once about a saved job closing within a day they have not applied to', async () => {
      const { app, database } = current();
      const db = database.db;
      const company = await createCompany(db, { name: 'Orbit Labs' });
      const closing = (hours: number, values: Parameters<typeof createJob>[2] = {}) =>
        createJob(db, company.id, {
          title: 'React Developer',
          closesAt: Date.now() + hours * HOUR,
          ...values,
        });
      const soon = await closing(20);
      const later = await closing(50);
      const applied = await closing(20);
      const closed = await closing(20);
      const hidden = await closing(20);
      await closing(20); // saved by nobody
      const asha = await createUser(db, { firstName: 'Asha', email: 'asha@saved.test' });
      const ben = await createUser(db, { firstName: 'Ben', email: 'ben@saved.test' });
      for (const job of [soon, later, applied, closed, hidden]) await save(asha.id, job.id);
      await save(ben.id, soon.id);
      await createApplication(db, { userId: asha.id, jobId: applied.id, companyId: company.id });
      const call = companyCall(app, await companyToken(app, company.id));
      expect((await call('close-job', { id: closed.id })).statusCode).toBe(200);
      expect((await call('change-visibility', { id: hidden.id })).statusCode).toBe(200);

      const messages = await mail.next(2, sweep);
      expect(messages.flatMap((message) => message.recipients).sort()).toEqual([
        'asha@saved.test',
        'ben@saved.test',
      ]);
      const toAsha = messages.find((message) => message.recipients.includes('asha@saved.test'));
      expect(toAsha?.parsed.subject).toBe('Closes tomorrow: React Developer at Orbit Labs');
      expect(toAsha?.parsed.text).toContain('Hello Asha,');
      expect(toAsha?.parsed.text).toContain(
        'You saved React Developer at Orbit Labs on Job Board and have not applied yet.',
      );
      expect(toAsha?.parsed.text).toMatch(
        // The app's long date (decision 47): 'December 3, 2026', never '3 Dec 2026'.
        /Applications close on [A-Z][a-z]+ \d{1,2}, \d{4} at \d\d:\d\d UTC\./,
      );
      // The job's page and Saved Jobs, absolute under the pages' origin, in both parts.
      const links = linksOf(toAsha);
      expect(links.map((link) => link.href)).toEqual([
        `${SITE}/apply-jobs/${soon.id}`,
        `${SITE}/saved-jobs`,
      ]);
      for (const link of links) expect(toAsha?.parsed.html).toContain(`href="${link.href}"`);
      carriesNoSecret(toAsha, [await userToken(app, asha.id)]);

      // Once: however many sweeps follow.
      await mail.none(sweep);
      await mail.none(sweep);
    });

    it('says how many hours are left when that is less than half a day', async () => {
      const db = current().database.db;
      const company = await createCompany(db, { name: 'Tiny\nCo' });
      const job = await createJob(db, company.id, {
        title: 'Night   Shift\r\nLead',
        closesAt: Date.now() + 3 * HOUR - 60_000,
      });
      const user = await createUser(db, { firstName: '' });
      await save(user.id, job.id);
      const [reminder] = await mail.next(1, sweep);
      // One line, whatever the company and the title hold.
      expect(reminder?.parsed.subject).toBe('Closes in 3 hours: Night Shift Lead at Tiny Co');
      expect(reminder?.parsed.text).toContain('Hello,');
    });

    it('reminds again before a later closing date, and never someone who applied since', async () => {
      const { app, database } = current();
      const db = database.db;
      const company = await createCompany(db);
      const [extended, appliedSince] = [
        await createJob(db, company.id, { title: 'Extended', closesAt: Date.now() + 20 * HOUR }),
        await createJob(db, company.id, { title: 'Applied', closesAt: Date.now() + 20 * HOUR }),
      ];
      const user = await createUser(db);
      await save(user.id, extended.id);
      await save(user.id, appliedSince.id);
      await createApplication(db, {
        userId: user.id,
        jobId: appliedSince.id,
        companyId: company.id,
      });
      const [first] = await mail.next(1, sweep);
      expect(first?.parsed.subject).toMatch(/^Closes tomorrow: Extended at /);

      // The company gives it five more days; four days on, its new closing is a day away.
      const call = companyCall(app, await companyToken(app, company.id));
      const closesAt = Date.now() + 5 * DAY;
      expect((await call('edit-job', { id: extended.id, closesAt })).statusCode).toBe(200);
      await mail.none(sweep);
      const sender: ReminderSender = {
        queue: (message, tx) => app.mail.queue(message, tx),
        siteOrigin: configuredSiteOrigin(testConfig({ siteUrl: SITE })),
        skipped: () => {
          throw new Error('nothing is skipped here');
        },
      };
      const fourDaysOn = closesAt - 20 * HOUR;
      const [again] = await mail.next(1, () => sendDueReminders(db, sender, fourDaysOn));
      expect(again?.parsed.subject).toMatch(/^Closes tomorrow: Extended at /);
      await mail.none(() => sendDueReminders(db, sender, fourDaysOn + HOUR));
    });

    it('records, without sending, a reminder that has no address to go to', async () => {
      const db = current().database.db;
      const company = await createCompany(db);
      const job = await createJob(db, company.id, { closesAt: Date.now() + 20 * HOUR });
      const user = await createUser(db, { email: null });
      await save(user.id, job.id);
      await mail.none(sweep);
      const [row] = await db
        .select({ remindedAt: savedJobs.remindedAt })
        .from(savedJobs)
        .where(eq(savedJobs.userId, user.id));
      expect(row?.remindedAt).toEqual(expect.any(Number));
    });
  },
);

describe
  .skipIf(lacks('saved job reminders from two server processes', 'postgres'))
  .each(['postgres' as const])('saved job reminders across two processes on %s', () => {
  const smtp = new TestSmtpServer();
  beforeAll(async () => smtp.start());
  afterAll(async () => smtp.stop());

  it('sends each reminder once when both sweep at the same moment', async () => {
    const { first, second, close } = await createTwoProcesses({ smtpUrl: smtp.url });
    try {
      const db = first.database.db;
      const company = await createCompany(db);
      const job = await createJob(db, company.id, { closesAt: Date.now() + 20 * HOUR });
      // More than one batch: the sweeps take turns over several.
      const users = await Promise.all(Array.from({ length: 120 }, () => createUser(db)));
      await db
        .insert(savedJobs)
        .values(users.map((user) => ({ userId: user.id, jobId: job.id, savedAt: Date.now() })));
      await Promise.all([first.app.savedJobs.sweep(), second.savedJobs.sweep()]);
      await Promise.all([first.app.mail.drain(), second.mail.drain()]);
      const received = await smtp.waitFor(users.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const to = received.flatMap((mail) => mail.recipients).sort();
      expect(to).toEqual(users.map((user) => user.email).sort());
    } finally {
      await close();
    }
  });
});
