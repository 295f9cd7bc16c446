import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

// What leaves later: mail in the outbox (decision 30), live events (decision 31).

/**
 * Mail waiting to go, mail sent, and mail set aside as failed (decision 30). A message is queued
 * in the same transaction as the write that causes it, and every process's worker leases due
 * rows with `for update skip locked`, so each is sent once however many processes run. Times are
 * the database's clock, which every process shares.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe...): names to values. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not sent before this: the queue time, or the next try after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every failed try, the unreachable ones too: the next try's wait grows with it. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Tries the SMTP server answered with a temporary refusal of this message (4xx): the ones
     * MAIL_MAX_ATTEMPTS bounds. An outage's tries are not the message's fault and lose nothing.
     */
    refusals: integer('refusals').notNull().default(0),
    lastError: text('last_error'),
    /** A worker is sending it until then; past it, the message is free again (a process died). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set aside, never tried again: refused for good (5xx) or too often; deleted a week on. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * Whom the message is about (`user:<id>`, `company:<id>`, `member:<id>`): erasing one of them
     * deletes it. Rows from before the column have none and go by recipient only.
     */
    concerns: text('concerns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('mail_outbox_concerns_idx').using('gin', t.concerns),
    index('mail_outbox_due_idx')
      .on(t.runAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

/**
 * What the live streams (server-sent events) send, kept a day so that a client that reconnects
 * with Last-Event-ID gets what it missed. `audience` is `user:<id>` or `company:<id>`.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    audience: text('audience').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_audience_idx').on(t.audience, t.id)],
);
