import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { parseMailMessage } from '../src/mail/message';
import { databaseKinds } from './helpers/databases';
import { outboxRows, RESET_LINK, resetMail } from './helpers/mail';
import { createMailApp } from './helpers/mail-app';

function logged(lines: string[], msg: string): Record<string, unknown>[] {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === msg);
}

describe('a mail message', () => {
  const mail = resetMail('seeker@example.test');
  it('is refused when it could reach someone else or carry a header of its own making', () => {
    expect(parseMailMessage(mail)).toEqual(mail);
    const refused = (change: object) => () => parseMailMessage({ ...mail, ...change });
    expect(refused({ to: 'a@example.test, b@example.test' })).toThrow(/^Invalid mail message: to/);
    expect(refused({ subject: 'Hi\r\nBcc: b@example.test' })).toThrow('subject must be one line');
    expect(refused({ headers: { CC: 'b@example.test' } })).toThrow(
      'headers.CC is written by the mailer',
    );
    expect(refused({ headers: { 'X-A': 'a\nBcc: b@example.test' } })).toThrow(/one line/);
    expect(refused({ headers: { 'X A': 'a' } })).toThrow('headers.X A is not a header name');
    expect(refused({ html: '' })).toThrow(/^Invalid mail message: html/);
  });
});

describe.each(databaseKinds)('mail without SMTP_URL on %s', (kind) => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'job-board-mail-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('is written as an .eml file in the mail folder, and its links are logged', async () => {
    const lines: string[] = [];
    const mailDir = path.join(dir, kind, 'mail');
    const ctx = await createMailApp(kind, { mailDir, logStream: { write: (l) => lines.push(l) } });
    try {
      const mail = resetMail('files@example.test');
      const id = await ctx.app.mail.queue(mail);
      await ctx.app.mail.drain();

      const files = await readdir(mailDir);
      expect(files).toEqual([
        expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT.*Z-${id}\\.eml$`)),
      ]);
      const file = path.join(mailDir, files[0] ?? '');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const parsed = await simpleParser(await readFile(file));
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.text).toBe('files@example.test');
      expect(parsed.text?.trim()).toBe(mail.text);
      expect(parsed.html).toContain(`${RESET_LINK}t1&amp;from=mail`);

      expect(logged(lines, 'mail written to a file (no SMTP_URL)')).toEqual([
        expect.objectContaining({
          level: 30,
          to: 'files@example.test',
          subject: mail.subject,
          links: [`${RESET_LINK}t1`, `${RESET_LINK}t1&from=mail`],
          file,
        }),
      ]);
      expect((await outboxRows(ctx.app.db, [id]))[0]?.sentAt).toBeInstanceOf(Date);
    } finally {
      await ctx.close();
    }
  });

  it('is logged only when there is no folder (an in-memory database)', async () => {
    const lines: string[] = [];
    const ctx = await createMailApp(kind, { logStream: { write: (l) => lines.push(l) } });
    try {
      const id = await ctx.app.mail.queue(resetMail('memory@example.test', 2));
      await ctx.app.mail.drain();
      expect(logged(lines, 'mail not sent (no SMTP_URL): logged only')).toEqual([
        expect.objectContaining({
          to: 'memory@example.test',
          links: [`${RESET_LINK}t2`, `${RESET_LINK}t2&from=mail`],
        }),
      ]);
      expect((await outboxRows(ctx.app.db, [id]))[0]?.sentAt).toBeInstanceOf(Date);
    } finally {
      await ctx.close();
    }
  });
});
