import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailMessage } from './message';
import { MAIL_CHANNEL, queueMail, type QueueOptions } from './outbox-queries';
import { countOutbox, type OutboxCounts } from './outbox-upkeep-queries';
import type { AppConfig } from '../platform/config';
import type { DatabaseOrTransaction } from '../platform/database';
import { fileTransport, smtpTransport } from './transports';
import { MailWorker } from './worker';

export interface MailService {
  /**
   * Queues a message and gives its id. Pass the transaction of the write that causes it: the
   * message then goes only if that write commits; not before `runAt` when given.
   */
  queue: (
    message: MailMessage,
    db?: DatabaseOrTransaction,
    options?: QueueOptions,
  ) => Promise<string>;
  /** Sends everything due now and resolves once each has been tried (tests). */
  drain: () => Promise<void>;
  /** Messages waiting in the outbox, and those set aside as failed (metrics). */
  counts: () => Promise<OutboxCounts>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** SMTP server (`smtp://user:pass@host:587`); without it, messages go to files. */
  smtpUrl?: string;
  /** The From of every message: `Job Board <no-reply@example.com>`. */
  mailFrom: string;
  /** Where messages are written without SMTP; null logs them only (in-memory database). */
  mailDir: string | null;
  /** How often each process looks for due mail when nothing wakes it. */
  pollMs: number;
  /** Temporary refusals (4xx) of one message before it is set aside as failed. */
  maxAttempts: number;
}

/** The mail options of a configuration; `mailDir` stands for DATA_DIR/mail when given (tests). */
export function mailOptions(config: AppConfig, mailDir: string | undefined): MailPluginOptions {
  return {
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    mailFrom: config.mailFrom,
    mailDir: mailDir ?? (config.dataDir && path.join(config.dataDir, 'mail')),
    pollMs: config.mailPollMs,
    maxAttempts: config.mailMaxAttempts,
  };
}

/** The durable outbox (decision 30): every message is a row until some process has sent it. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const transport = options.smtpUrl
      ? smtpTransport(options.smtpUrl, options.mailFrom)
      : fileTransport(options.mailDir, options.mailFrom, app.log);
    // Never the URL: it may hold the SMTP password.
    app.log.info(`mail: ${options.smtpUrl ? 'SMTP' : (options.mailDir ?? 'log only')}`);
    const worker = new MailWorker({
      db: app.db,
      transport,
      log: app.log,
      pollMs: options.pollMs,
      maxAttempts: options.maxAttempts,
    });

    app.decorate('mail', {
      queue: async (
        message: MailMessage,
        db: DatabaseOrTransaction = app.db,
        options: QueueOptions = {},
      ) => {
        const id = await queueMail(db, message, options);
        // In a transaction the row shows at commit: PostgreSQL's NOTIFY wakes the worker then,
        // and on PGlite the worker's query waits for the transaction anyway.
        worker.wake();
        return id;
      },
      drain: () => worker.drain(),
      counts: () => countOutbox(app.db),
    });

    if (app.dbListen) {
      // Mail queued by another process; after a lost connection, whatever came meanwhile.
      const wake = () => worker.wake();
      const stop = await app.dbListen(MAIL_CHANNEL, { message: wake, reset: wake });
      app.addHook('onClose', stop);
    }
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail' },
);
