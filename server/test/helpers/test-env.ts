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
