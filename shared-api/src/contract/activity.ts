import { z } from 'zod';
import { applicationStatusSchema, idSchema } from './schemas';

/** Who did something in a company's account: its own id and name as they were then. */
export const actorRefSchema = z.object({ _id: z.string(), name: z.string() });
export type ActorRef = z.infer<typeof actorRefSchema>;

/** What the activity trail records. */
export const ACTIVITY_ACTIONS = [
  'status',
  'bulk-status',
  'undo',
  'note',
  'edit-job',
  'close-job',
  'reopen-job',
  'change-visibility',
  'duplicate-job',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Query of GET /api/company/activity: exactly one of the two. */
export const activityQuerySchema = z.object({
  applicationId: idSchema.optional(),
  jobId: idSchema.optional(),
});

export const activityEntrySchema = z.object({
  /** Epoch milliseconds. */
  at: z.number(),
  by: actorRefSchema,
  action: z.enum(ACTIVITY_ACTIONS),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/company/activity: newest first. */
export const activityResponseSchema = z.object({
  success: z.literal(true),
  activity: z.array(activityEntrySchema),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/**
 * Body of POST /api/company/undo-status: the application whose last move to take back. With
 * `from` and `to`, only that move: a later one (a single move after a bulk one, a teammate's) is
 * refused as too late rather than undone in its place.
 */
export const undoStatusBodySchema = z.object({
  id: idSchema,
  from: applicationStatusSchema.optional(),
  to: applicationStatusSchema.optional(),
});
export type UndoStatusBody = z.input<typeof undoStatusBodySchema>;

export const undoStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  application: z.object({ _id: z.string(), status: z.string() }).optional(),
});
export type UndoStatusResponse = z.infer<typeof undoStatusResponseSchema>;

/** One application a bulk move with `skipIneligible` left where it was, and why. */
export const skippedApplicationSchema = z.object({ id: z.string(), reason: z.string() });
export type SkippedApplication = z.infer<typeof skippedApplicationSchema>;

export const bulkChangeStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only with `skipIneligible`: the applications that could not make the move. */
  skipped: z.array(skippedApplicationSchema).optional(),
});
export type BulkChangeStatusResponse = z.infer<typeof bulkChangeStatusResponseSchema>;
