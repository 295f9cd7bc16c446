import { z } from 'zod';
import { idSchema } from './schemas';

/** Days GET /api/company/job-stats draws, today included. */
export const JOB_STATS_DAYS = 30;

/** Query of GET /api/company/job-stats. */
export const jobStatsQuerySchema = z.object({ jobId: idSchema });

export const jobStatsDaySchema = z.object({
  /** UTC day, `YYYY-MM-DD`. */
  day: z.string(),
  views: z.number().int(),
  applications: z.number().int(),
});
export type JobStatsDay = z.infer<typeof jobStatsDaySchema>;

export const jobStatsSchema = z.object({
  /** Views in the last 30 days, once per visitor per day. */
  views: z.number().int(),
  /** Applications in the last 30 days. */
  applications: z.number().int(),
  /** Every application to the job by its status now, whenever it came. */
  byStatus: z.record(z.string(), z.number().int()),
  /** The last 30 UTC days, oldest first, each there even with nothing in it. */
  days: z.array(jobStatsDaySchema),
});
export type JobStats = z.infer<typeof jobStatsSchema>;

export const jobStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: jobStatsSchema,
});
export type JobStatsResponse = z.infer<typeof jobStatsResponseSchema>;
