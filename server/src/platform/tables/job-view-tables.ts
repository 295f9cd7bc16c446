import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobs } from './job-tables';

// Job views (decision 42): visitors counted once a day, and the counts per day.

/**
 * Who has viewed a job on a UTC day, as a salted hash of their address and user agent whose
 * salt changes each day (decision 42): the row exists only to count a visitor once per day,
 * and rows older than the day before are purged.
 */
export const jobViewVisitors = pgTable(
  'job_view_visitors',
  {
    // No foreign key (migration 0020): it locked the job's row on every view written.
    jobId: uuid('job_id').notNull(),
    /** The UTC day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    /** The visitor's address (an IPv6 one by its /64), hashed with the same daily salt. */
    address: text('address').notNull(),
    /**
     * Which of its address's places for the job and day the visitor took (1 to
     * JOB_VIEW_ADDRESS_MAX): the unique key below makes the limit hold however many processes
     * write at once, and no place means no row, so a flood of user agents stores nothing either.
     */
    slot: smallint('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.day, t.visitor] }),
    unique('job_view_visitors_address_slot_unique').on(t.jobId, t.day, t.address, t.slot),
    // The purge deletes by day alone.
    index('job_view_visitors_day_idx').on(t.day),
  ],
);

/** A job's views per UTC day: one per visitor per day, kept for the insights' history. */
export const jobViewDays = pgTable(
  'job_view_days',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] })],
);
