import { createTwoProcesses } from './helpers/app';
import { createCompany, createJob, createUser } from './helpers/factories';
import { backdate, MINUTE, saveAlert } from './helpers/job-alerts';
import { TestSmtpServer } from './helpers/smtp';
import { lacks } from './helpers/test-env';

describe
  .skipIf(lacks('job alert digests from two server processes', 'postgres'))
  .each(['postgres' as const])('job alert digests across two processes on %s', () => {
  const smtp = new TestSmtpServer();
  beforeAll(async () => smtp.start());
  afterAll(async () => smtp.stop());

  it('sends each digest once when both sweep at the same moment', async () => {
    const { first, second, close } = await createTwoProcesses({ smtpUrl: smtp.url });
    try {
      const db = first.database.db;
      const company = await createCompany(db);
      await createJob(db, company.id, { title: 'Scala', postedAt: Date.now() - MINUTE });
      const users = await Promise.all(Array.from({ length: 60 }, () => createUser(db)));
      for (const user of users) {
        const alert = await saveAlert(first.app, user.id, { title: 'Scala' });
        await backdate(db, alert._id, 10 * MINUTE);
      }
      await Promise.all([first.app.jobAlerts.sweep(), second.jobAlerts.sweep()]);
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
