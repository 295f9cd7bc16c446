import { queueMail } from '../src/mail/outbox-queries';
import { messageIdOf, outboxRows, resetMail } from './helpers/mail';
import { createMailProcesses } from './helpers/mail-app';
import { TestSmtpServer } from './helpers/smtp';
import { lacks } from './helpers/test-env';

describe
  .skipIf(lacks('mail sent from two server processes', 'postgres'))
  .each(['postgres' as const])('the mail outbox across two processes on %s', () => {
  const smtp = new TestSmtpServer();
  beforeAll(async () => smtp.start());
  afterAll(async () => smtp.stop());

  it('sends each of 50 messages exactly once', async () => {
    const before = smtp.received.length;
    const { first, second, close } = await createMailProcesses({ smtpUrl: smtp.url });
    try {
      // Half queued through each; every queue wakes both workers (NOTIFY), and both drain.
      const ids = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          (n % 2 ? first.app : second).mail.queue(resetMail(`two${n}@example.test`, n)),
        ),
      );
      await Promise.all([first.app.mail.drain(), second.mail.drain()]);
      await smtp.waitFor(before + 50);
      // Time for a second copy to arrive, were one coming.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await Promise.all([first.app.mail.drain(), second.mail.drain()]);
      const received = smtp.received.slice(before).map((mail) => mail.parsed.messageId);
      expect(received).toHaveLength(50);
      expect(new Set(received)).toEqual(new Set(ids.map(messageIdOf)));
      const rows = await outboxRows(first.app.db, ids);
      expect(rows.filter((row) => row.sentAt && row.attempts === 0)).toHaveLength(50);
    } finally {
      await close();
    }
  });

  it('wakes the workers at commit, not at their next poll', async () => {
    const before = smtp.received.length;
    const { first, second, close } = await createMailProcesses({
      smtpUrl: smtp.url,
      pollMs: 600_000,
    });
    try {
      // The rounds each worker makes at start are over: none is looking at the outbox.
      await Promise.all([first.app.mail.drain(), second.mail.drain()]);
      // Queued past both apps: only the NOTIFY sent at commit can wake a worker.
      const id = await first.database.db.transaction((tx) =>
        queueMail(tx, resetMail('notified@example.test')),
      );
      const [mail] = (await smtp.waitFor(before + 1, 3_000)).slice(before);
      expect(mail?.parsed.messageId).toBe(messageIdOf(id));
    } finally {
      await close();
    }
  });
});
