import { z } from 'zod';

const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  remotes: z.object({ seeker: z.string().min(1), recruiter: z.string().min(1) }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * Remote URLs are decided where the shell is deployed, not when it is built: a remote moved
 * elsewhere needs only a new config.json.
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
