import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { RunSql } from './database';
import { migrationsDir } from './paths';

/** When this build's latest migration was made (what the migrator records once applied). */
export function latestMigrationMillis(): number {
  return readMigrationFiles({ migrationsFolder: migrationsDir }).at(-1)?.folderMillis ?? 0;
}

/** When the database's latest applied migration was made; null before any migration ran. */
export async function appliedMigrationMillis(run: RunSql): Promise<number | null> {
  // The migrator writes to this table; before any migration it does not exist at all.
  const [table] = await run<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return null;
  const [row] = await run<{ applied: string | null }>(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}
