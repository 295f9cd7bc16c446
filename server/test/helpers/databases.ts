import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/database';
import { loadTestEnv } from './test-env';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = loadTestEnv().postgresUrl
  ? ['pglite', 'postgres']
  : ['pglite'];

let pgliteTemplate: Promise<Blob> | null = null;

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close.
 * Both start from the run's migrated template (database-templates.ts); migrating is then a no-op.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    pgliteTemplate ??= fs.readFile(inject('pgliteTemplate')).then((dump) => new Blob([dump]));
    return openDatabase({ dataDir: null, template: await pgliteTemplate });
  }
  const adminUrl = loadTestEnv().postgresUrl;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `job_board_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before every backend has gone; forcing the drop then kills a
      // connection whose client is still closing, and that surfaces as an unhandled error.
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await dropper.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Holds the database busy until the function it gives is called: on PGlite an open transaction
 * (its one connection is then taken), on PostgreSQL the account tables locked by another
 * connection. A call that answers meanwhile has not waited for either.
 */
export async function holdDatabase(handle: DatabaseHandle): Promise<() => Promise<void>> {
  if (handle.kind === 'pglite') {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const transaction = handle.db.transaction(async () => {
      holding();
      await released;
    });
    await held;
    return async () => {
      release();
      await transaction;
    };
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE companies, user_credentials IN ACCESS EXCLUSIVE MODE');
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}
