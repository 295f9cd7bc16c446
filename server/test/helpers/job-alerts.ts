import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobAlert, JobAlertBody } from 'shared-api/contract';
import type { Database } from '../../src/platform/database';
import { jobAlerts } from '../../src/platform/schema';
import { createTestApp, type TestContext } from './app';
import { mailbox, SITE } from './account-links';
import type { DatabaseKind } from './databases';
import { userToken } from './factories';
import { TestSmtpServer } from './smtp';

/** The API's origin (PUBLIC_URL) the alert test apps get, apart from the pages' (SITE_URL). */
export const API = 'https://api.jobs.example.test';
/** ALERT_INTERVAL_MS of the test apps: short, so that a test sees the next digest go. */
export const INTERVAL_MS = 1_500;
export const MINUTE = 60_000;

/**
 * An app sending over a real SMTP server for the file's tests, each starting with no alerts.
 * `app` reads the app made in beforeAll.
 */
export function alertMailApp(kind: DatabaseKind) {
  const smtp = new TestSmtpServer();
  let ctx: TestContext | undefined;
  const current = (): TestContext => {
    if (!ctx) throw new Error('the alert test app is made in beforeAll');
    return ctx;
  };
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      smtpUrl: smtp.url,
      siteUrl: SITE,
      publicUrl: API,
      alertIntervalMs: INTERVAL_MS,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await current().database.db.delete(jobAlerts);
  });
  const app: Pick<TestContext, 'app' | 'database'> = {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
  return { app, smtp, mail: mailbox(smtp, current), sweep: () => current().app.jobAlerts.sweep() };
}

export const bearer = async (app: FastifyInstance, userId: string) => ({
  authorization: `Bearer ${await userToken(app, userId)}`,
});

export async function saveAlert(
  app: FastifyInstance,
  userId: string,
  body: JobAlertBody,
): Promise<JobAlert> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/alerts',
    headers: await bearer(app, userId),
    payload: body,
  });
  if (res.statusCode !== 201)
    throw new Error(`POST /api/users/alerts: ${res.statusCode} ${res.body}`);
  return res.json<{ alert: JobAlert }>().alert;
}

export async function alertsOf(app: FastifyInstance, userId: string): Promise<JobAlert[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/users/alerts',
    headers: await bearer(app, userId),
  });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/users/alerts: ${res.statusCode} ${res.body}`);
  return res.json<{ alerts: JobAlert[] }>().alerts;
}

/** The alert's stored times, as the sweep reads them. */
export async function alertTimes(db: Database, id: string) {
  const [row] = await db
    .select({ checkedUpTo: jobAlerts.checkedUpTo, nextDigestAt: jobAlerts.nextDigestAt })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, id));
  if (!row) throw new Error(`no alert ${id}`);
  return row;
}

/** As if the alert had been saved `agoMs` ago and its digest were due now. */
export async function backdate(db: Database, id: string, agoMs: number): Promise<void> {
  const now = Date.now();
  await db
    .update(jobAlerts)
    .set({ checkedUpTo: now - agoMs, nextDigestAt: now })
    .where(eq(jobAlerts.id, id));
}
