import { createTestApp, type TestContext } from './app';
import type { DatabaseKind } from './databases';
import { TestSmtpServer } from './smtp';

/**
 * An app whose mail goes to a test SMTP server, both started before a suite's tests and stopped
 * after them. `ctx` is set once the suite has started.
 */
export function appWithSmtp(kind: DatabaseKind, options: Parameters<typeof createTestApp>[1] = {}) {
  const smtp = new TestSmtpServer();
  const setup = { smtp, ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    await smtp.start();
    setup.ctx = await createTestApp(kind, { smtpUrl: smtp.url, ...options });
  });
  afterAll(async () => {
    await setup.ctx.close();
    await smtp.stop();
  });
  return setup;
}
