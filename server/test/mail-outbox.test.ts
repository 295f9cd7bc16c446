import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../src/platform/schema';
import { queueMail, retryDelayMs } from '../src/mail/outbox-queries';
import type { TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { messageIdOf, outboxRows, RESET_LINK, resetMail } from './helpers/mail';
import { createMailApp } from './helpers/mail-app';
import { TestSmtpServer } from './helpers/smtp';

describe('tries of a message that failed', () => {
  it('wait twice as long each time from 1 s, never more than 30 s: SMTP back, it goes within a minute', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 40, 100_000].map((attempts) => retryDelayMs(attempts));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });
});

describe.each(databaseKinds)('the mail outbox with SMTP on %s', (kind) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  const newMail = () => smtp.received.length;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createMailApp(kind, { smtpUrl: smtp.url });
  });
  afterEach(async () => {
    if (!smtp.running) await smtp.start();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  it('sends a message queued in a transaction once it commits, with both parts and its headers', async () => {
    const before = newMail();
    const mail = resetMail('seeker@example.test');
    const id = await ctx.app.db.transaction((tx) => ctx.app.mail.queue(mail, tx));
    // Nothing is drained: the worker finds it by itself.
    const received = (await smtp.waitFor(before + 1))[before];
    expect(received?.user).toBe('mailer');
    expect(received?.recipients).toEqual(['seeker@example.test']);
    const parsed = received?.parsed;
    expect(parsed?.subject).toBe(mail.subject);
    expect(parsed?.messageId).toBe(messageIdOf(id));
    expect(parsed?.from?.value).toEqual([{ name: 'Job Board', address: 'no-reply@test.jobboard' }]);
    expect(parsed?.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([
      { name: '', address: 'seeker@example.test' },
    ]);
    expect(parsed?.text?.trim()).toBe(mail.text);
    expect(parsed?.html).toContain(`<a href="${RESET_LINK}t1&amp;from=mail">`);
    expect(parsed?.headers.get('x-job-board-mail')).toBe('password-reset');
    await expect
      .poll(async () => (await outboxRows(ctx.app.db, [id]))[0]?.sentAt ?? null)
      .toBeInstanceOf(Date);
    expect((await outboxRows(ctx.app.db, [id]))[0]).toMatchObject({ attempts: 0, lastError: null });
  });

  it('sends nothing queued in a transaction that rolled back, nor a message refused', async () => {
    const before = newMail();
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.mail.queue(resetMail('rolled-back@example.test'), tx);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const bcc = { ...resetMail('x@example.test'), headers: { Bcc: 'someone@example.test' } };
    await expect(ctx.app.mail.queue(bcc)).rejects.toThrow(/headers\.Bcc is written by the mailer/);
    await ctx.app.mail.drain();
    expect(newMail()).toBe(before);
    const queued = await ctx.app.db.select({ to: mailOutbox.recipient }).from(mailOutbox);
    expect(queued.map((row) => row.to)).not.toContain('rolled-back@example.test');
  });

  it('keeps mail while SMTP is down, counting tries, and sends all of it once it is back', async () => {
    const before = newMail();
    await smtp.stop();
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => ctx.app.mail.queue(resetMail(`outage${n}@example.test`, n))),
    );
    // The first try fails at once; the worker's own timer makes the second 1 s later.
    const fewestTries = async () =>
      Math.min(...(await outboxRows(ctx.app.db, ids)).map((row) => row.attempts));
    await expect.poll(fewestTries, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    for (const row of await outboxRows(ctx.app.db, ids)) {
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(newMail()).toBe(before);

    await smtp.start();
    // Their next try is at most 4 s away: no drain, the timer finds them.
    const received = (await smtp.waitFor(before + 5, 8_000)).slice(before);
    expect(received.map((mail) => mail.parsed.messageId).sort()).toEqual(
      ids.map(messageIdOf).sort(),
    );
    await expect
      .poll(async () => (await outboxRows(ctx.app.db, ids)).filter((row) => row.sentAt).length)
      .toBe(5);
  });

  it('finishes and marks the sends in flight before the app has closed', async () => {
    const own = await createMailApp(kind, { smtpUrl: smtp.url });
    smtp.acceptDelayMs = 500;
    try {
      const before = newMail();
      const id = await own.app.mail.queue(resetMail('closing@example.test'));
      await own.app.close();
      expect(newMail()).toBe(before + 1);
      expect((await outboxRows(own.database.db, [id]))[0]?.sentAt).toBeInstanceOf(Date);
    } finally {
      smtp.acceptDelayMs = 0;
      await own.database.close();
    }
  });

  it('waits at most 30 s before the next try however many failed, and not before run_at', async () => {
    await smtp.stop();
    const later = await queueMail(ctx.app.db, resetMail('later@example.test'), {
      runAt: new Date(Date.now() + 3_600_000),
    });
    const id = await queueMail(ctx.app.db, resetMail('cap@example.test'), {
      runAt: new Date(Date.now() + 3_600_000),
    });
    await ctx.app.db
      .update(mailOutbox)
      .set({ attempts: 40, runAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    await ctx.app.mail.drain();
    const [row] = await ctx.app.db
      .select({
        attempts: mailOutbox.attempts,
        waitS: sql<number>`extract(epoch from ${mailOutbox.runAt} - now())::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(row?.attempts).toBe(41);
    expect(row?.waitS).toBeGreaterThan(28);
    expect(row?.waitS).toBeLessThanOrEqual(30);
    expect((await outboxRows(ctx.app.db, [later]))[0]).toMatchObject({ attempts: 0, sentAt: null });
    await ctx.app.db.delete(mailOutbox).where(eq(mailOutbox.id, id));
  });
});
