/** Test-only settings, read in one place like the app's own config. */
export function loadTestEnv(env: NodeJS.ProcessEnv = process.env) {
  const url = env.TEST_DATABASE_URL;
  return { postgresUrl: url && url.length > 0 ? url : undefined };
}
