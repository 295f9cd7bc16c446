import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage } from './message';

/** A message leaving the outbox: its row id becomes its Message-ID. */
export type OutgoingMail = MailMessage & { id: string };

export interface MailTransport {
  /** Resolves once the message is handed over; rejects when it was not, to be tried again. */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

// Each bound keeps one try well inside the worker's lease (mail/worker.ts), and a try that
// fails from an unreachable server inside the minute the issue allows.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function sendOptions(mail: OutgoingMail, from: string) {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    // Stable across tries: a receiver can tell a message that went twice (a lease that ran out
    // mid-send) from two messages.
    messageId: `<${mail.id}@${domain}>`,
  };
}

/**
 * What a failed send says about the message itself. `refused`: the SMTP server answered its
 * sender, recipient or content with a 5xx (or nodemailer would not send it, too large say), and
 * the same message would be refused again. `deferred`: a 4xx to those, worth a bounded number
 * of tries more. `undelivered`: no answer about this message at all (connection, TLS, greeting
 * or sign-in failed, a file not written): the same for every message, an outage or a set-up to
 * fix, so it is tried again for as long as that lasts and loses nothing.
 */
export type SendFailure = 'refused' | 'deferred' | 'undelivered';

// nodemailer's codes for what concerns the message (MAIL FROM, RCPT TO, DATA); the others are
// the session's.
const ABOUT_THE_MESSAGE = new Set(['EENVELOPE', 'EMESSAGE']);

export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof Error)) return 'undelivered';
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  if (typeof code !== 'string' || !ABOUT_THE_MESSAGE.has(code)) return 'undelivered';
  if (typeof responseCode !== 'number' || responseCode >= 500) return 'refused';
  return 'deferred';
}

/** Nothing in a message may make nodemailer read a file or fetch a URL. */
const contentLocked = { disableFileAccess: true, disableUrlAccess: true };

/** SMTP at `url` (`smtp://user:pass@host:587`, `smtps://` for TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...contentLocked });
  return {
    send: async (mail) => {
      await transporter.sendMail(sendOptions(mail, from));
    },
    close: () => transporter.close(),
  };
}

/** Every http(s) address in the message, in order, once each. */
export function linksIn(mail: MailMessage): string[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const links = found.map((link) => link.replace(/&amp;/g, '&').replace(/[.,;:!?)]+$/, ''));
  return [...new Set(links)];
}

/**
 * Without SMTP (the embedded default): each message becomes `<dir>/<time>-<id>.eml`, and its
 * subject, recipient and links are logged, so whoever runs `pnpm start` can follow a reset
 * link. With no folder (an in-memory database) it is only logged.
 */
export function fileTransport(
  dir: string | null,
  from: string,
  log: FastifyBaseLogger,
): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...contentLocked,
  });
  return {
    send: async (mail) => {
      const facts = { to: mail.to, subject: mail.subject, links: linksIn(mail) };
      if (!dir) {
        log.info(facts, 'mail not sent (no SMTP_URL): logged only');
        return;
      }
      const { message } = await composer.sendMail(sendOptions(mail, from));
      if (!Buffer.isBuffer(message)) throw new Error('the mail composer gave no buffer');
      // The folder holds single-use links: its owner only, like the data folder itself.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${time}-${mail.id}.eml`);
      await writeFile(file, message, { mode: 0o600 });
      log.info({ ...facts, file }, 'mail written to a file (no SMTP_URL)');
    },
    close: () => composer.close(),
  };
}
