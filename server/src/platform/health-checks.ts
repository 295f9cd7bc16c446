import type { FastifyInstance } from 'fastify';
import { appliedMigrationMillis, latestMigrationMillis } from './health-queries';
import { S3Storage } from './s3-storage';

/** Each check's limit: a probe that hangs would read as a dead process, so it answers anyway. */
export const CHECK_TIMEOUT_MS = 2_000;

/** 'ok', or why not in a few words that show nothing of the set-up (no host, user or URL). */
export type Check = (signal: AbortSignal) => Promise<string>;

/** Runs a check within `timeoutMs`; a failure is 'unavailable', whatever the error said. */
export async function bounded(check: Check, timeoutMs = CHECK_TIMEOUT_MS): Promise<string> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timed out');
    }, timeoutMs);
  });
  try {
    return await Promise.race([check(controller.signal).catch(() => 'unavailable'), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What this process needs to serve requests: the database, migrated at least to this build's
 * latest migration (an older database would fail the queries that need the newer schema), and
 * Redis and the bucket when configured.
 */
export function readinessChecks(app: FastifyInstance): Record<string, Check> {
  const latest = latestMigrationMillis();
  const checks: Record<string, Check> = {
    database: async () => {
      const applied = await appliedMigrationMillis(app.dbRun);
      return applied !== null && applied >= latest ? 'ok' : 'not migrated';
    },
  };
  const redis = app.redis;
  if (redis) {
    checks.redis = async () => {
      await redis.ping();
      return 'ok';
    };
  }
  const storage = app.storage;
  if (storage instanceof S3Storage) {
    checks.storage = async (signal) => {
      await storage.check(signal);
      return 'ok';
    };
  }
  return checks;
}

/** Every check at once, each bounded: the whole answer takes CHECK_TIMEOUT_MS at most. */
export async function runChecks(checks: Record<string, Check>): Promise<Record<string, string>> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await bounded(check)] as const),
  );
  return Object.fromEntries(results);
}
