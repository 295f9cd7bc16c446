/** Test-only settings, read in one place like the app's own config. */
export function loadTestEnv(env: NodeJS.ProcessEnv = process.env) {
  const url = env.TEST_DATABASE_URL;
  const redis = env.TEST_REDIS_URL;
  return {
    postgresUrl: url && url.length > 0 ? url : undefined,
    /** Redis for the shared-limits tests (CI sets it, as it does TEST_DATABASE_URL). */
    redisUrl: redis && redis.length > 0 ? redis : undefined,
  };
}

const needed = {
  postgres: 'TEST_DATABASE_URL (a PostgreSQL server)',
  redis: 'TEST_REDIS_URL (a Redis server)',
} as const;

/**
 * Whether a suite lacks a service it needs, saying so when it does: on a machine without
 * PostgreSQL or Redis the suite is skipped with its reason printed, never silently. CI sets both.
 */
export function lacks(suite: string, ...services: (keyof typeof needed)[]): boolean {
  const env = loadTestEnv();
  const absent = services.filter((service) =>
    service === 'postgres' ? !env.postgresUrl : !env.redisUrl,
  );
  if (absent.length === 0) return false;
  console.warn(`skipped: "${suite}" needs ${absent.map((s) => needed[s]).join(' and ')}`);
  return true;
}
