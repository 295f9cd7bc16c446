import { z } from 'zod';
import { requestConfig } from './config-request';
import { releasedEntry } from './release-map';

const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  remotes: z.object({ seeker: z.string().min(1), recruiter: z.string().min(1) }),
  /** With a key, job seekers sign in through Clerk; without one, through the built-in sign-in. */
  clerkPublishableKey: z.string().min(1).optional(),
  /** The share of page loads that report telemetry (0-1; telemetry/), all of them by default. */
  telemetrySampleRate: z.number().min(0).max(1).default(1),
  /** 'Login' opens a dialog (modal) or goes to a sign-in page (redirect). */
  signInMode: z.enum(['modal', 'redirect']).default('modal'),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * Remote URLs and the sign-in are decided where the shell is deployed, not when it is built: a
 * remote moved elsewhere, or Clerk switched on, needs only a new config.json; a remote's released
 * version, only a new release map in the page.
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const config = runtimeConfigSchema.parse(await requestConfig());
  // The page's release map (release-map.ts) names the live version of a remote, over config.json.
  const { seeker, recruiter } = config.remotes;
  return {
    ...config,
    remotes: {
      seeker: releasedEntry('seeker', seeker),
      recruiter: releasedEntry('recruiter', recruiter),
    },
  };
}
