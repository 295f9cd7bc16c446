import { z } from 'zod';
import { requestConfig } from './config-request';

const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  remotes: z.object({ seeker: z.string().min(1), recruiter: z.string().min(1) }),
  /** With a key, job seekers sign in through Clerk; without one, through the built-in sign-in. */
  clerkPublishableKey: z.string().min(1).optional(),
  /** 'Login' opens a dialog (modal) or goes to a sign-in page (redirect). */
  signInMode: z.enum(['modal', 'redirect']).default('modal'),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * Remote URLs and the sign-in are decided where the shell is deployed, not when it is built: a
 * remote moved elsewhere, or Clerk switched on, needs only a new config.json.
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  return runtimeConfigSchema.parse(await requestConfig());
}
