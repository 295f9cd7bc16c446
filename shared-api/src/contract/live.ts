import { z } from 'zod';
import { applicationStatusSchema } from './schemas';

/**
 * What the live streams (GET /api/users/events, GET /api/company/events) send, as server-sent
 * events: each event's `event:` line is its kind and its `data:` line this JSON.
 */
export const liveEventSchemas = {
  /** An application changed stage: to the person who applied, and to the company. */
  'application-status': z.object({
    applicationId: z.string(),
    status: applicationStatusSchema,
  }),
  /** Someone applied to one of the company's jobs. */
  'new-application': z.object({ applicationId: z.string(), jobId: z.string() }),
  /**
   * The stream cannot say what was missed (too much, or older than the server keeps): the client
   * asks its data again.
   */
  resync: z.object({}),
  /** The stream is up: what was missed since Last-Event-ID has been sent before it. */
  ready: z.object({}),
};

export type LiveEventKind = keyof typeof liveEventSchemas;
export type LiveEventData<K extends LiveEventKind> = z.infer<(typeof liveEventSchemas)[K]>;

/** The kinds written to the live_events table (the others are said by the stream itself). */
export type StoredLiveEventKind = 'application-status' | 'new-application';

/** How long a client that lost its stream can come back and get what it missed (ms). */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
