import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/database';
import { migrationsDir } from '../../src/platform/paths';
import { loadTestEnv } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database: each test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is copied from, when CI gives a server. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run instead of once per test database: a migrated in-memory PGlite took
 * 3.4 s to open, one loaded from a dump 1.1 s; PostgreSQL copies a template in one statement.
 * Names are random so that runs side by side keep to their own.
 */
export default async function setup(project: TestProject) {
  const suffix = randomBytes(6).toString('hex');
  const pgliteFile = path.join(os.tmpdir(), `job-board-test-${suffix}.tar`);
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client: pglite }), { migrationsFolder: migrationsDir });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await fs.writeFile(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', pgliteFile);

  const adminUrl = loadTestEnv().postgresUrl;
  const postgresTemplate = adminUrl ? `job_board_template_${suffix}` : null;
  if (adminUrl && postgresTemplate) {
    await admin(adminUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    await (await openDatabase({ url: url.href })).close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await fs.rm(pgliteFile, { force: true });
    if (adminUrl && postgresTemplate) {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    }
  };
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
