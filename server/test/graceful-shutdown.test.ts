import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { seedBenchJobs } from '../bench/seed-jobs';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { jobs } from '../src/platform/schema';
import { databaseKinds, openTestDatabase, type DatabaseKind } from './helpers/databases';
import { logoFile, multipart } from './helpers/multipart';
import { refusesConnections, startServerProcess } from './helpers/server-process';

const JOBS = 3_000;

interface Answer {
  status: number;
  body: string;
}

function collect(response: http.IncomingMessage): Promise<Answer> {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    response.once('end', () =>
      resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
    );
    response.once('error', reject);
  });
}

/** The whole job list, read until its first bytes arrive, then held unread until `resume`. */
async function heldJobList(port: number, agent: http.Agent) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path: '/api/jobs', agent }, resolve).once('error', reject),
  );
  const answer = collect(response);
  await new Promise((resolve) => response.once('data', resolve));
  response.pause();
  return { answer, resume: () => response.resume() };
}

/** A logo upload whose headers the server has taken (100 Continue) and whose body is half sent. */
async function halfSentUpload(port: number, agent: http.Agent) {
  const { payload, headers } = multipart(
    { name: 'Late Company', email: 'late@shutdown.test', password: 'long-password' },
    logoFile(),
  );
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/company/register',
    agent,
    headers: { ...headers, 'content-length': payload.length, expect: '100-continue' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('response', (response) => resolve(collect(response)));
    request.once('error', reject);
  });
  request.flushHeaders();
  await new Promise((resolve) => request.once('continue', resolve));
  const half = Math.floor(payload.length / 2);
  request.write(payload.subarray(0, half));
  return { answer, finish: () => request.end(payload.subarray(half)) };
}

/** A database with JOBS jobs, and the environment that points the server at it. */
async function seededDatabase(kind: DatabaseKind, dataDir: string) {
  let handle: DatabaseHandle;
  if (kind === 'postgres') {
    handle = await openTestDatabase('postgres');
  } else {
    handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  }
  await seedBenchJobs(handle.db, JOBS);
  // 8 KB descriptions make the list about 17 MB: far more than the socket buffers take (about
  // 4 MB were held when measured), so the server is still reading batches after SIGTERM.
  await handle.db.execute(sql`update jobs set description = repeat(description, 8)`);
  const [row] = await handle.db.select({ n: count() }).from(jobs).where(eq(jobs.listed, true));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256',
    RATE_LIMIT_MAX: '1000',
    ...(handle.url ? { DATABASE_URL: handle.url } : {}),
  };
  // The embedded database allows one process: the server's.
  if (kind === 'pglite') await handle.close();
  return {
    env,
    visible: row?.n ?? 0,
    close: () => (kind === 'pglite' ? undefined : handle.close()),
  };
}

describe.each(databaseKinds)('SIGTERM on the real server with %s', (kind) => {
  it('answers every request in flight whole, then exits 0 and refuses connections', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shutdown-'));
    const database = await seededDatabase(kind, dataDir);
    const server = await startServerProcess(database.env);
    const agent = new http.Agent({ keepAlive: true });
    const idleAgent = new http.Agent({ keepAlive: true });
    try {
      // A keep-alive connection left idle, as a browser or a proxy leaves them.
      const idle = await new Promise<Answer>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent: idleAgent }, (r) =>
            resolve(collect(r)),
          )
          .once('error', reject),
      );
      expect(idle.status).toBe(200);

      const lists = [await heldJobList(server.port, agent), await heldJobList(server.port, agent)];
      const upload = await halfSentUpload(server.port, agent);
      // Settled from now on, so that a cut answer fails the test below, not the run.
      const answers = Promise.allSettled([...lists.map((list) => list.answer), upload.answer]);

      server.child.kill('SIGTERM');
      await server.waitForOutput(/SIGTERM: shutting down/);
      // No new connection while the answers above are still owed.
      while (!(await refusesConnections(server.port))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      for (const list of lists) list.resume();
      upload.finish();
      const [first, second, uploaded] = (await answers).map((answer) => {
        if (answer.status === 'rejected') throw answer.reason;
        return answer.value;
      });
      for (const list of [first, second]) {
        expect(list?.status).toBe(200);
        const body = JSON.parse(list?.body ?? '') as { jobs: unknown[] };
        expect(body.jobs).toHaveLength(database.visible);
      }
      expect(uploaded?.status).toBe(200);
      expect(JSON.parse(uploaded?.body ?? '')).toMatchObject({
        success: true,
        company: { name: 'Late Company' },
      });

      const code = await server.exited;
      expect(code, server.output()).toBe(0);
      expect(await refusesConnections(server.port)).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
      agent.destroy();
      idleAgent.destroy();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
