import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

/**
 * One type for both drivers. A union of the PGlite and node-postgres database types breaks
 * `.returning()`, so both are seen through the common PgDatabase.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string | null };

/** Opens the database and brings its schema up to date. `dataDir: null` is in memory. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (a restart, a failover) is replaced on the next
    // query; without a listener its 'error' event would end the whole process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: migrationsDir });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(target.dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
