import pg from 'pg';
import { createTestApp, type TestContext } from './app';

/** Statements of this database waiting on a row another transaction holds. */
async function lockWaits(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

/** Until `count` statements wait; fails when one of the calls answered instead. */
export async function untilWaiting(
  client: pg.Client,
  count: number,
  calls: Promise<{ statusCode: number; body: string }>[],
): Promise<void> {
  const answered = { call: '' };
  for (const call of calls) {
    void call.then((res) => (answered.call ||= `${res.statusCode} ${res.body}`));
  }
  for (let i = 0; i < 1000 && !answered.call; i += 1) {
    if ((await lockWaits(client)) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} statements waited: ${answered.call || 'none answered'}`);
}

/**
 * Locks one row `for update` over a connection of its own, so that a transaction reaching it
 * stops there: a test can then run other requests beside it at a known point. The function it
 * gives lets go (once; calling it again does nothing).
 */
export async function holdRow(
  url: string,
  table: string,
  value: string,
  column = 'id',
): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(`select 1 from ${table} where ${column} = $1 for update`, [value]);
  } catch (error) {
    await holder.end();
    throw error;
  }
  let held = true;
  return async () => {
    if (!held) return;
    held = false;
    await holder.query('commit');
    await holder.end();
  };
}

/** Until `call` waits on a row held by `holdRow`; lets go of the row when it answers instead. */
export async function untilPaused(
  watcher: pg.Client,
  release: () => Promise<void>,
  call: Promise<{ statusCode: number; body: string }>,
): Promise<void> {
  await untilWaiting(watcher, 1, [call]).catch(async (error: unknown) => {
    await release();
    throw error;
  });
}

type Answer = { statusCode: number; body: string };

/**
 * Once the paused erase and `other` both wait on locks, lets go of the held row and gives both
 * answers: the two then meet in the order the code takes its locks.
 */
export async function raceFromPause<A extends Answer, B extends Answer>(
  watcher: pg.Client,
  release: () => Promise<void>,
  erase: Promise<A>,
  other: Promise<B>,
): Promise<[A, B]> {
  try {
    await untilWaiting(watcher, 2, [erase, other]);
  } finally {
    await release();
  }
  return Promise.all([erase, other]);
}

/** A describe block's test app, and a second connection to watch its statements wait on locks. */
export interface WatchedApp {
  ctx: TestContext;
  watcher: pg.Client;
}

/**
 * Opens a test app on `kind` (PostgreSQL: PGlite has one connection, so nothing waits there) and
 * a watching connection before the block's tests, and closes both after them. Read its fields
 * inside the tests, once `beforeAll` has set them.
 */
export function watchedApp(kind: 'postgres'): WatchedApp {
  const opened: Partial<WatchedApp> = {};
  const open = (): WatchedApp => {
    if (!opened.ctx || !opened.watcher) throw new Error('the watched app is opened in beforeAll');
    return { ctx: opened.ctx, watcher: opened.watcher };
  };
  beforeAll(async () => {
    opened.ctx = await createTestApp(kind);
    opened.watcher = new pg.Client({ connectionString: opened.ctx.database.url });
    await opened.watcher.connect();
  });
  afterAll(async () => {
    await opened.watcher?.end();
    await opened.ctx?.close();
  });
  return {
    get ctx() {
      return open().ctx;
    },
    get watcher() {
      return open().watcher;
    },
  };
}
