import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/platform/database';
import type { MailPluginOptions } from '../../src/mail/mail-plugin';
import { testConfig, type TestContext } from './app';
import { openTestDatabase, type DatabaseKind } from './databases';

export const TEST_MAIL_FROM = 'Job Board <no-reply@test.jobboard>';

export interface MailAppOptions extends Partial<MailPluginOptions> {
  /** Reads the app's log (info and up) when given. */
  logStream?: { write: (line: string) => void };
}

/** An app whose mail settings are the test's; the mail folder stands for DATA_DIR/mail. */
async function buildMailApp(
  database: TestContext['database'],
  { logStream, mailDir, ...mail }: MailAppOptions,
): Promise<FastifyInstance> {
  const app = await buildApp(
    testConfig({
      logLevel: logStream ? 'info' : 'silent',
      mailFrom: TEST_MAIL_FROM,
      ...(mail.smtpUrl ? { smtpUrl: mail.smtpUrl } : {}),
      ...(mail.pollMs ? { mailPollMs: mail.pollMs } : {}),
      ...(mail.maxAttempts ? { mailMaxAttempts: mail.maxAttempts } : {}),
    }),
    {
      database,
      ...(logStream ? { logStream } : { logger: false }),
      ...(mailDir ? { mailDir } : {}),
    },
  );
  await app.ready();
  return app;
}

/** One app with the mail plugin on a fresh database. */
export async function createMailApp(
  kind: DatabaseKind,
  options: MailAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  const app = await buildMailApp(database, options);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Two server processes with the mail plugin on one PostgreSQL database, each with its pool. */
export async function createMailProcesses(options: MailAppOptions = {}) {
  const first = await createMailApp('postgres', options);
  const url = first.database.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  const database = await openDatabase({ url });
  const second = await buildMailApp(database, options);
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await database.close();
      await first.close();
    },
  };
}
