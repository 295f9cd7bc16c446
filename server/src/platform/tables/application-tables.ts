import { sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  QUESTION_KINDS,
  type ApplicationStatus,
  type StoredAnswer,
} from 'shared-api/contract';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies, users } from './account-tables';
import { jobs } from './job-tables';

// Applications and what a company keeps about them: screening questions, notes, activity, and
// the notices of new applicants.

/**
 * The stages as the CHECK constraint lists them, from the contract's one list: a new stage there
 * changes this constraint, and `drizzle-kit generate` then writes its migration (a test compares
 * the database's constraint with the list).
 */
export function statusList(statuses: readonly string[]): SQL {
  return sql.raw(`(${statuses.map((status) => `'${status.replace(/'/g, "''")}'`).join(', ')})`);
}

export const applications = pgTable(
  'applications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status')
      .notNull()
      .default('Pending' satisfies ApplicationStatus),
    appliedAt: bigint('applied_at', { mode: 'number' }).notNull(),
    /**
     * When the company was mailed about this applicant (epoch ms); null while that is
     * still to come, at once or in the job's next gathered message.
     */
    companyNotifiedAt: bigint('company_notified_at', { mode: 'number' }),
    /**
     * What the applicant answered to the job's screening questions, each with the question's
     * words as they were asked: a later edit of the questions leaves what was answered readable
     * (decision 39). Company only, as `coverLetter` and `screenedOut` are.
     */
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    coverLetter: text('cover_letter'),
    /** An answer differed from the one the company expects: set once, when the person applies. */
    screenedOut: boolean('screened_out').notNull().default(false),
    /**
     * When the applicant's part was wiped (account deleted, or kept past APPLICATION_RETENTION_DAYS
     * after the job closed): the company then sees "Deleted applicant" and no contact, answers,
     * cover letter or resume; its stage and notes stay (decision 0043).
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('applications_user_job_unique').on(t.userId, t.jobId),
    check('applications_status_valid', sql`${t.status} in ${statusList(APPLICATION_STATUSES)}`),
    // The recruiter's pages: newest first, whole or by stage or by job.
    index('applications_company_idx').on(t.companyId, t.appliedAt, t.id),
    index('applications_company_status_idx').on(t.companyId, t.status, t.appliedAt, t.id),
    index('applications_user_idx').on(t.userId, t.appliedAt, t.id),
    index('applications_job_idx').on(t.jobId, t.appliedAt, t.id),
    // The retention sweep reads, job by job, only the applications not wiped yet.
    index('applications_kept_job_idx')
      .on(t.jobId)
      .where(sql`${t.anonymisedAt} is null`),
    // The recruiter's "screened out" filter: few of a company's applications, read newest first.
    index('applications_company_screened_out_idx')
      .on(t.companyId, t.appliedAt, t.id)
      .where(sql`${t.screenedOut}`),
  ],
);

/**
 * Changes in how many of a company's applications are at each stage, screened out or not,
 * written by statement triggers on `applications` (migration 0025): View Applications' total
 * without a search or a job is then a sum of a few rows, not a count of every application (30,000
 * took 3.5-6.6 ms to count, the rest of the page under 1 ms). The triggers only insert, so a write
 * to applications waits on no other; the periodic fold (`application-count-queries`) sums each
 * company's rows into one per stage. No key and no foreign key: a deleted company's applications
 * are taken off as they go, whatever the order, and the fold drops rows that sum to nothing.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    companyId: uuid('company_id').notNull(),
    status: text('status').notNull(),
    screenedOut: boolean('screened_out').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [index('application_counts_company_idx').on(t.companyId, t.status, t.screenedOut)],
);

/**
 * A job's screening questions, in the company's order. `expected`, the answer the company hopes
 * for, is read only by the company's own reads (screening/question-queries, decision 39).
 */
export const jobQuestions = pgTable(
  'job_questions',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /** A choice question's answers on offer; empty for the other kinds. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    expected: text('expected'),
  },
  (t) => [
    unique('job_questions_job_position_unique').on(t.jobId, t.position),
    check('job_questions_kind_valid', sql`${t.kind} in ${statusList(QUESTION_KINDS)}`),
  ],
);

/** A company's private notes on an application: never shown to the applicant. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Epoch milliseconds, the unit the API answers in. */
    writtenAt: bigint('written_at', { mode: 'number' }).notNull(),
    /** Who wrote it, and their name then; null on notes from before (the company's). */
    authorId: uuid('author_id'),
    authorName: text('author_name'),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.writtenAt)],
);

/**
 * Who did what in a company's account (decision 0041): status changes, notes, job edits.
 * The actor's name is kept as it was then: a member renamed or removed later still reads true.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** The candidate's mail a status change queued: an undo takes it back before it leaves. */
    mailId: uuid('mail_id'),
    /** Epoch milliseconds. */
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('activity_application_idx').on(t.applicationId, t.at),
    index('activity_job_idx').on(t.jobId, t.at),
  ],
);

/**
 * New applicants a company has not been mailed about yet, per job: the first is
 * mailed at once, later ones are gathered into at most one message per 10 minutes.
 */
export const applicantNotices = pgTable(
  'applicant_notices',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Epoch ms of the last message about this job's applicants. */
    lastSentAt: bigint('last_sent_at', { mode: 'number' }).notNull(),
    /** Epoch ms of the first applicant since then, not mailed yet; null when none waits. */
    pendingSince: bigint('pending_since', { mode: 'number' }),
  },
  (t) => [index('applicant_notices_pending_idx').on(t.pendingSince)],
);
