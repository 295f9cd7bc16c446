import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../../src/platform/database';
import { createTestApp, testConfig, type TestContext } from './app';
import type { DatabaseKind } from './databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './factories';
import { openSse, type SseClient, type SseEvent } from './sse';

/**
 * fetch (undici) opens a spare connection when one of its streams is aborted, and sends nothing
 * on it: Node keeps such a connection until its headers timeout (a minute), holding the close.
 * The tests that close a server with a stream open do not call this.
 */
export const closeSpareConnections = (app: FastifyInstance) => app.server.closeAllConnections();

/** Listens on a free port (streams need real HTTP) and gives the origin. */
export async function origin(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A company with a job and one applicant, and the tokens of both. */
export async function applicant(app: FastifyInstance) {
  const company = await createCompany(app.db);
  const job = await createJob(app.db, company.id);
  const user = await createUser(app.db, { resumeKey: 'resumes/r.pdf' });
  const application = await createApplication(app.db, {
    userId: user.id,
    jobId: job.id,
    companyId: company.id,
  });
  return {
    company,
    job,
    user,
    application,
    recruiter: { token: await companyToken(app, company.id) },
    seeker: { authorization: `Bearer ${await userToken(app, user.id)}` },
  };
}

/** A recruiter's move through the API. */
export const move = (app: FastifyInstance, token: string, id: string, status: string) =>
  app.inject({
    method: 'POST',
    url: '/api/company/change-status',
    headers: { token },
    payload: { id, status },
  });

export const isReady = (event: SseEvent) => event.event === 'ready';
export const statusOf = (id: string) => (event: SseEvent) =>
  event.event === 'application-status' &&
  (event.data as { applicationId: string }).applicationId === id;

/** One listening app per test file, and the streams a test opened, closed after it. */
export function liveApp(kind: DatabaseKind) {
  const state = { ctx: null as TestContext | null, base: '' };
  const open: SseClient[] = [];
  beforeAll(async () => {
    state.ctx = await createTestApp(kind);
    state.base = await origin(state.ctx.app);
  });
  afterEach(() => open.splice(0).forEach((client) => client.close()));
  afterAll(async () => {
    if (!state.ctx) return;
    closeSpareConnections(state.ctx.app);
    await state.ctx.close();
  });
  return {
    get app(): FastifyInstance {
      if (!state.ctx) throw new Error('the app starts in beforeAll');
      return state.ctx.app;
    },
    stream: async (path: string, headers: Record<string, string>) => {
      const client = await openSse(`${state.base}${path}`, headers);
      open.push(client);
      return client;
    },
  };
}

/**
 * Two listening apps on one database: on PostgreSQL two server processes (each its own pool and
 * listener), on the embedded one two apps sharing it. Streams a test opened are closed after it.
 */
export function liveProcesses(kind: DatabaseKind, overrides: Partial<AppConfig> = {}) {
  const state = {
    first: null as TestContext | null,
    second: null as FastifyInstance | null,
    secondDatabase: null as DatabaseHandle | null,
    bases: [] as string[],
  };
  const open: SseClient[] = [];
  beforeAll(async () => {
    state.first = await createTestApp(kind, overrides);
    const url = state.first.database.url;
    state.secondDatabase = url ? await openDatabase({ url }) : null;
    state.second = await buildApp(testConfig(overrides), {
      database: state.secondDatabase ?? state.first.database,
      logger: false,
    });
    await state.second.ready();
    state.bases = [await origin(state.first.app), await origin(state.second)];
  });
  afterEach(() => open.splice(0).forEach((client) => client.close()));
  afterAll(async () => {
    for (const app of [state.second, state.first?.app]) if (app) closeSpareConnections(app);
    await state.second?.close();
    await state.secondDatabase?.close();
    await state.first?.close();
  });
  return {
    get first(): FastifyInstance {
      if (!state.first) throw new Error('the apps start in beforeAll');
      return state.first.app;
    },
    /** Opens a stream on the first app (0) or the second (1). */
    stream: async (on: 0 | 1, path: string, headers: Record<string, string>) => {
      const client = await openSse(`${state.bases[on] ?? ''}${path}`, headers);
      open.push(client);
      return client;
    },
  };
}
