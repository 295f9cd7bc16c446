import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database';
import {
  leaseDueMail,
  markMailFailed,
  markMailSent,
  retryDelayMs,
  scheduleMailRetry,
  type LeasedMail,
  type MailTry,
} from './outbox-queries';
import { deleteOldMail } from './outbox-upkeep-queries';
import { sendFailure, type MailTransport } from './transports';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at when nothing wakes the worker. */
  pollMs: number;
  /** Temporary refusals (4xx) of one message before it is set aside as failed. */
  maxAttempts: number;
}

/** Messages taken at once; they are sent side by side. */
const BATCH = 10;
/**
 * A taken message is this process's for this long. Well above one try's worst time (the SMTP
 * timeouts in transports.ts), so another process never takes a message still being sent.
 */
const LEASE_MS = 120_000;
/** Sent and failed messages alike: long enough to look into, short for the links they hold. */
const KEPT_MS = 7 * 24 * 3_600_000;
const CLEAN_EVERY_MS = 3_600_000;

/**
 * Sends what the outbox holds, in every process: leases make each message one process's.
 * Woken by a timer, by mail queued here, and on PostgreSQL by mail queued anywhere (NOTIFY).
 */
export class MailWorker {
  private running: Promise<void> | null = null;
  /** Wakes asked for, and the count the last round started from: more means another round. */
  private wakes = 0;
  private handled = 0;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private cleanedAt = 0;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Look at the outbox now; a wake during a round makes one more round after it. */
  wake(): void {
    if (this.stopped) return;
    this.wakes += 1;
    if (this.running) return;
    this.running = this.rounds()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        this.running = null;
        // One that came after the last round's check but before this point.
        if (this.wakes !== this.handled) this.wake();
      });
  }

  /** Sends everything due now, and resolves once it has been tried (tests). */
  async drain(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  /** No new round; the sends in flight finish (and are marked) first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await this.running;
    this.options.transport.close();
  }

  private async rounds(): Promise<void> {
    if (Date.now() - this.cleanedAt > CLEAN_EVERY_MS) {
      this.cleanedAt = Date.now();
      await deleteOldMail(this.options.db, KEPT_MS);
    }
    do {
      this.handled = this.wakes;
      // A full batch may have left more behind it.
      while (!this.stopped && (await this.round()) === BATCH);
    } while (this.wakes !== this.handled && !this.stopped);
  }

  private async round(): Promise<number> {
    const taken = await leaseDueMail(this.options.db, BATCH, LEASE_MS);
    await Promise.all(taken.map((mail) => this.deliver(mail)));
    return taken.length;
  }

  /** Never rejects: whatever fails is counted on the row, or left to the lease to retry. */
  private async deliver(mail: LeasedMail): Promise<void> {
    const { db, transport, log } = this.options;
    try {
      await transport.send(mail);
    } catch (error) {
      await this.failed(mail, error).catch((markError: unknown) =>
        log.error(
          { err: markError, mailId: mail.id },
          'mail failure not recorded; lease retries it',
        ),
      );
      return;
    }
    await markMailSent(db, mail.id).catch((markError: unknown) =>
      log.error(
        { err: markError, mailId: mail.id },
        'mail sent but not marked: it goes again when its lease runs out',
      ),
    );
  }

  /** Sets the message aside when it cannot go, else schedules its next try. */
  private async failed(mail: LeasedMail, error: unknown): Promise<void> {
    const { db, log, maxAttempts } = this.options;
    const failure = sendFailure(error);
    const tried: MailTry = {
      attempts: mail.attempts + 1,
      refusals: mail.refusals + (failure === 'undelivered' ? 0 : 1),
      error: reasonOf(error),
    };
    const facts = { mailId: mail.id, attempts: tried.attempts, reason: tried.error };
    if (failure === 'refused' || tried.refusals >= maxAttempts) {
      // Logged by the one process that set it aside, once: nothing tries it again.
      if (await markMailFailed(db, mail.id, tried)) {
        log.error(
          { ...facts, refusals: tried.refusals },
          'mail failed: set aside, not tried again',
        );
      }
      return;
    }
    const delayMs = retryDelayMs(tried.attempts);
    log.warn(facts, `mail not sent; next try in ${delayMs} ms`);
    await scheduleMailRetry(db, mail.id, tried, delayMs);
  }
}

// An SMTP error's message and code only: the whole object carries the connection's details.
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
