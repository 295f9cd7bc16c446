import { eq, inArray, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/platform/config';
import { mailOutbox } from '../src/platform/schema';
import { MailWorker } from '../src/mail/worker';
import type { TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { messageIdOf, outboxRows, resetMail } from './helpers/mail';
import { createMailApp } from './helpers/mail-app';
import { TestSmtpServer } from './helpers/smtp';

describe('MAIL_MAX_ATTEMPTS', () => {
  it('is 8 by default, a whole number of at least 1 when set, and refused otherwise', () => {
    expect(loadConfig({}).mailMaxAttempts).toBe(8);
    expect(loadConfig({ MAIL_MAX_ATTEMPTS: '3' }).mailMaxAttempts).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'often', '']) {
      expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: bad })).toThrow(ConfigError);
    }
  });
});

describe.each(databaseKinds)('mail that cannot go, on %s', (kind) => {
  const smtp = new TestSmtpServer();
  const logLines: string[] = [];
  let ctx: TestContext;
  const MAX_ATTEMPTS = 3;
  beforeAll(async () => {
    await smtp.start();
    ctx = await createMailApp(kind, {
      smtpUrl: smtp.url,
      maxAttempts: MAX_ATTEMPTS,
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterEach(async () => {
    if (!smtp.running) await smtp.start();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const row = async (id: string) => (await outboxRows(ctx.app.db, [id]))[0];
  const refusalsOf = (to: string) => smtp.refusals.filter((address) => address === to).length;
  /** Makes the message due now and has it tried: the worker's own waits are not the subject. */
  const tryNow = async (id: string) => {
    await ctx.app.db
      .update(mailOutbox)
      .set({ runAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    await ctx.app.mail.drain();
  };

  it('sets a message the server refuses for good (5xx) aside at once, logs it once, and never tries it again', async () => {
    const to = 'no-such-user@example.test';
    smtp.refused.set(to, 550);
    const id = await ctx.app.mail.queue(resetMail(to));
    await expect.poll(async () => (await row(id))?.failedAt ?? null).toBeInstanceOf(Date);
    expect(await row(id)).toMatchObject({ attempts: 1, refusals: 1, sentAt: null });
    expect((await row(id))?.lastError).toMatch(/EENVELOPE.*550/);

    await tryNow(id);
    await tryNow(id);
    expect(refusalsOf(to)).toBe(1);
    expect((await row(id))?.attempts).toBe(1);
    const logged = logLines.filter((line) => line.includes(id) && line.includes('set aside'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ mailId: id, level: 50 });

    // The rest of the outbox goes on.
    const before = smtp.received.length;
    const next = await ctx.app.mail.queue(resetMail('someone@example.test'));
    const received = await smtp.waitFor(before + 1);
    expect(received.at(-1)?.parsed.messageId).toBe(messageIdOf(next));
  });

  it('tries a message refused for now (4xx) again, and sets it aside after MAIL_MAX_ATTEMPTS refusals', async () => {
    const to = 'mailbox-busy@example.test';
    smtp.refused.set(to, 451);
    const id = await ctx.app.mail.queue(resetMail(to));
    await expect.poll(async () => (await row(id))?.refusals).toBe(1);
    expect(await row(id)).toMatchObject({ failedAt: null, sentAt: null });
    expect((await row(id))?.lastError).toMatch(/451/);

    for (let i = 0; i < MAX_ATTEMPTS * 2 && !(await row(id))?.failedAt; i += 1) await tryNow(id);
    expect(await row(id)).toMatchObject({ attempts: MAX_ATTEMPTS, refusals: MAX_ATTEMPTS });
    expect((await row(id))?.failedAt).toBeInstanceOf(Date);
    await tryNow(id);
    expect(refusalsOf(to)).toBe(MAX_ATTEMPTS);
  });

  it('keeps trying through an outage however long, as no refusal of the message, and sends it once back', async () => {
    await smtp.stop();
    const id = await ctx.app.mail.queue(resetMail('patient@example.test'));
    for (let i = 0; i < MAX_ATTEMPTS + 1; i += 1) await tryNow(id);
    const during = await row(id);
    expect(during?.attempts).toBeGreaterThan(MAX_ATTEMPTS);
    expect(during).toMatchObject({ refusals: 0, failedAt: null, sentAt: null });
    expect(during?.lastError).toMatch(/ECONNREFUSED/);

    await smtp.start();
    await tryNow(id);
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
  });

  it('deletes failed messages a week after they failed, as it does sent ones', async () => {
    const daysAgo = (days: number) => sql`now() - ${days}::integer * interval '1 day'`;
    const later = sql`now() + interval '1 hour'`;
    const base = { recipient: 'old@example.test', subject: 's', text: 't', html: '<p>h</p>' };
    const rows = await ctx.app.db
      .insert(mailOutbox)
      .values([
        { ...base, runAt: later, failedAt: daysAgo(8) },
        { ...base, runAt: later, failedAt: daysAgo(6) },
        { ...base, runAt: later, sentAt: daysAgo(8) },
        { ...base, runAt: later, createdAt: daysAgo(8) },
      ])
      .returning({ id: mailOutbox.id });
    const ids = rows.map((r) => r.id);

    // A worker of its own: the app's cleaned at its start, and cleans next in an hour.
    const worker = new MailWorker({
      db: ctx.app.db,
      transport: { send: async () => {}, close: () => {} },
      log: ctx.app.log,
      pollMs: 60_000,
      maxAttempts: MAX_ATTEMPTS,
    });
    await worker.drain();
    await worker.stop();
    const kept = await ctx.app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, ids));
    expect(kept.map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());
  });
});
