import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from './paths';
import { preparedStatements } from './pglite-statements';
import { PrivateNodeFS } from './private-node-fs';
import * as schema from './schema';

/**
 * One type for both drivers. A union of the PGlite and node-postgres database types breaks
 * `.returning()`, so both are seen through the common PgDatabase.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The app's database, or a transaction on it: what is written in one counts only if it commits. */
export type DatabaseOrTransaction =
  Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  run: RunSql;
  /** PostgreSQL: where it is, so another process (or a test's second app) can open it too. */
  url?: string;
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own, kept up while open. After
   * a lost connection `reset` is called, since notifications sent meanwhile are gone.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small. */
  waiting: number;
}

/**
 * Runs a raw statement and gives its rows. With `reusePlan` it is prepared once (on PostgreSQL
 * once per connection, named after a hash of its text; on PGlite once, `pglite-statements.ts`)
 * and its plan kept: planning a page of the job list cost more than running it on PostgreSQL
 * (docs/performance.md). Only for statements whose best plan does not hang on their parameters' values,
 * since a kept plan serves every value, and whose LIMIT and OFFSET are written in: with those
 * as parameters the database plans every run afresh (decision 17).
 */
export type RunSql = <T>(query: SQL, options?: { reusePlan?: boolean }) => Promise<T[]>;

export interface ListenHandlers {
  message: (payload: string) => void;
  reset: () => void;
}

export type DatabaseTarget =
  | { url: string }
  | {
      dataDir: string | null;
      /** In memory only: start from this dump (`dumpDataDir`) of an already migrated database. */
      template?: Blob;
    };

/** Opens the database and brings its schema up to date. `dataDir: null` is in memory. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    // While the database is away a request waits this long for a connection, then fails (a 503
    // to retry) instead of hanging until the operating system gives up on the connect.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (a restart, a failover) is replaced on the next
    // query; without a listener its 'error' event would end the whole process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: migrationsDir });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      run: async <T>(query: SQL, options?: { reusePlan?: boolean }) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const name = options?.reusePlan
          ? `p_${createHash('sha1').update(text).digest('base64url')}`
          : undefined;
        return (await pool.query({ name, text, values: params })).rows as T[];
      },
      url: target.url,
      listen: (channel, handlers) => listen(target.url, channel, handlers),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const client = await PGlite.create({
    ...(target.dataDir ? { fs: new PrivateNodeFS(target.dataDir) } : {}),
    ...(!target.dataDir && target.template ? { loadDataDir: target.template } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  const runPrepared = preparedStatements(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    run: async <T>(query: SQL, options?: { reusePlan?: boolean }) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      if (options?.reusePlan) return runPrepared<T>(text, params);
      return (await client.query(text, params)).rows as T[];
    },
  };
}

const dialect = new PgDialect();

const RECONNECT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 5_000;

async function listen(url: string, channel: string, handlers: ListenHandlers) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (closed) return;
    retry = setTimeout(() => void connect().catch(reconnect), RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    // Bounded, or a connect to a database that does not answer would stop the retries for good.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) handlers.message(note.payload);
    });
    // A lost connection also ends the client; 'end' handles it.
    next.on('error', () => {});
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      handlers.reset();
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end();
  };
}
