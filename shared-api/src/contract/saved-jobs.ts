import { z } from 'zod';
import { idSchema, jobSchema } from './schemas';

/** Saved jobs: a job seeker's own list of jobs to come back to. */

/** Jobs one job seeker may keep saved. */
export const SAVED_JOBS_PER_USER = 500;

/** Body of POST /api/users/save-job and POST /api/users/unsave-job. */
export const savedJobBodySchema = z.object({ jobId: idSchema });
export type SavedJobBody = z.input<typeof savedJobBodySchema>;

/** A saved job: the job as the paged job list gives it (its card's preview), and when it was saved. */
export const savedJobSchema = jobSchema.extend({
  /** Epoch milliseconds. */
  savedAt: z.number(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

/** GET /api/users/saved-jobs: newest saved first; closed and expired jobs too, by their `status`. */
export const savedJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(savedJobSchema),
});
