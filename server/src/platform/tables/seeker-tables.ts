import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './account-tables';
import { jobs } from './job-tables';

// A job seeker's own: profile, job alerts, saved jobs.

/** A job seeker's profile, beside the account: one row once they first save it. */
export const seekerProfiles = pgTable('seeker_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline'),
  phone: text('phone'),
  city: text('city'),
  links: text('links')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  yearsOfExperience: integer('years_of_experience'),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job seeker's saved search, mailed as a digest of new matching jobs. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    location: text('location').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Jobs posted after this (epoch ms) are new to the alert. */
    checkedUpTo: bigint('checked_up_to', { mode: 'number' }).notNull(),
    /** The next digest is not sent before this (epoch ms): at most one per ALERT_INTERVAL_MS. */
    nextDigestAt: bigint('next_digest_at', { mode: 'number' }).notNull(),
    /** Hash of the one-click unsubscribe link's token. */
    unsubscribeHash: text('unsubscribe_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    index('job_alerts_due_idx').on(t.nextDigestAt),
  ],
);

/**
 * A job a job seeker saved to come back to: one row per person and job, so saving twice is
 * saving once. Each process's sweep mails a "closes tomorrow" reminder for the listed ones
 * closing within a day that the person has not applied to (saved-jobs/closing-reminders).
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Epoch milliseconds: the list shows the newest saved first. */
    savedAt: bigint('saved_at', { mode: 'number' }).notNull(),
    /**
     * When the reminder went (epoch ms); null until then. A reminder sent less than a day before
     * the job's closing time was for that closing: a job reopened or given a later date is
     * reminded of again before its new one.
     */
    remindedAt: bigint('reminded_at', { mode: 'number' }),
  },
  (t) => [
    // Serves the saved check, the person's count and their list (at most SAVED_JOBS_PER_USER).
    primaryKey({ columns: [t.userId, t.jobId] }),
    // The reminder sweep goes from the jobs closing within a day to the people who saved them.
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);
