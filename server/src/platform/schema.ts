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
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
/** PostgreSQL's text-search document; only the database reads it (jobs/job-search-queries). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Storage key of the public logo. */
  imageKey: text('image_key').notNull(),
  /** When the company followed the link mailed at registration; null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * Tokens issued before this (epoch seconds, a token's `iat`) are refused: a password reset
   * ends every other session this way.
   */
  sessionsValidFrom: bigint('sessions_valid_from', { mode: 'number' }).notNull().default(0),
  /**
   * When the owner deleted the company; the row then holds nothing of it and stays only so that
   * the applications to its jobs stay for their applicants (decision 0043).
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * The people of a company besides its owner (the company account itself), and the invitations
 * still pending: an invitation is a row without a password, turned into a member on acceptance.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased; one person, one company. */
    email: text('email').notNull().unique(),
    name: text('name'),
    /** Null while the invitation is pending. */
    passwordHash: text('password_hash'),
    role: text('role').$type<'admin' | 'recruiter' | 'viewer'>().notNull(),
    /** SHA-256 of the mailed single-use token; null once used. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /**
     * As companies.sessions_valid_from: a password reset ends the member's older sessions. A role
     * change needs no such end: every request reads the role afresh (memberAdmits).
     */
    sessionsValidFrom: bigint('sessions_valid_from', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check('company_members_role_check', sql`${t.role} in ('admin', 'recruiter', 'viewer')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Set for users who sign in through Clerk. */
    clerkId: text('clerk_id').unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    image: text('image').notNull().default(''),
    /** Storage key of the private resume; null when there is none. */
    resumeKey: text('resume_key'),
    /**
     * The resume's file name as uploaded, shown back to its owner; null when there is none, or for
     * one uploaded before names were kept.
     */
    resumeName: text('resume_name'),
    /** When the resume was uploaded (epoch ms); null as for `resumeName`. */
    resumeUploadedAt: bigint('resume_uploaded_at', { mode: 'number' }),
    /** Clerk's `updated_at` of the last profile applied: older webhook events are ignored. */
    clerkUpdatedAt: bigint('clerk_updated_at', { mode: 'number' }),
    /** As the company's: built-in tokens issued before this (epoch seconds) are refused. */
    sessionsValidFrom: bigint('sessions_valid_from', { mode: 'number' }).notNull().default(0),
    /**
     * When the person deleted their account; the row then holds nothing of them and stays only so
     * that the companies keep their applications, as "Deleted applicant" (decision 0043).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  // A resume's link names its file only: its download is named after the person found here.
  (t) => [
    index('users_resume_key_idx')
      .on(t.resumeKey)
      .where(sql`${t.resumeKey} is not null`),
  ],
);

/** Clerk ids whose user was deleted: neither a late webhook nor a still-valid token revives one. */
export const deletedClerkUsers = pgTable('deleted_clerk_users', {
  clerkId: text('clerk_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** svix ids of handled webhook deliveries, kept for the signature's tolerance window. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  svixId: text('svix_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tokens ended by logout before their expiry, by a hash of the token (never the token itself),
 * kept until they would have expired anyway. Every process reads the same table.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Epoch milliseconds: past this the token is refused for its expiry, and the row can go. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Built-in sign-in credentials, kept apart from the profile. */
export const userCredentials = pgTable('user_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

/**
 * The lexeme prefixes of a job's filter values in its search documents ("c:Design"). No text
 * can give such a lexeme (the parser splits at the colon), so keywords never match them.
 */
export const FACET_PREFIXES = {
  categories: 'c:',
  locations: 'l:',
  workplaces: 'w:',
  employmentTypes: 'e:',
} as const;

/**
 * Each job's filter values as lexemes, kept in its search documents: a keyword search with
 * filters is then one test of one index, where testing the filters on the rows read thousands
 * of them (decision 0037).
 */
const jobFacets = sql.raw(
  `array_to_tsvector(array['${FACET_PREFIXES.categories}' || category, '${FACET_PREFIXES.locations}' || location, '${FACET_PREFIXES.workplaces}' || coalesce(workplace, ''), '${FACET_PREFIXES.employmentTypes}' || coalesce(employment_type, '')])`,
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * The title as title search compares it: `LIKE` on a stored lower-case copy is about three
     * times cheaper per row than `ILIKE`, which lowers the title again for every row it tests.
     */
    titleSearch: text('title_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    location: text('location').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    salary: integer('salary').notNull(),
    visible: boolean('visible').notNull().default(true),
    /** Posting time in epoch milliseconds, the unit the API answers in. */
    postedAt: bigint('posted_at', { mode: 'number' }).notNull(),
    /**
     * Closing time, epoch milliseconds. The server always sets it (JOB_DEFAULT_DAYS);
     * the default serves seeds and tests that insert rows directly.
     */
    closesAt: bigint('closes_at', { mode: 'number' })
      .notNull()
      .default(sql`(extract(epoch from now()) * 1000)::bigint + 60::bigint * 86400000`),
    /** When the company closed it; null while not closed. */
    closedAt: bigint('closed_at', { mode: 'number' }),
    /**
     * Set once `closes_at` has passed, by the expiry sweep every process runs
     * (jobs/job-expiry-plugin): a stored fact, so that `listed` and the counts kept by triggers
     * can follow it.
     */
    expired: boolean('expired').notNull().default(false),
    /**
     * What the public lists show: shown by its company, not closed, not expired. Every list index
     * and the counts in `job_counts` are over listed jobs, so closing or expiring a job takes it
     * out of all of them in the same write.
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`visible and closed_at is null and not expired`),
    /** The top of the pay range; null for a single figure (`salary`, also the range's bottom). */
    salaryMax: integer('salary_max'),
    /** ISO 4217; the server sets DEFAULT_CURRENCY when a posting names none. */
    salaryCurrency: text('salary_currency').notNull().default('INR'),
    salaryPeriod: text('salary_period').notNull().default('YEAR'),
    employmentType: text('employment_type'),
    workplace: text('workplace'),
    /**
     * Posted while REQUIRE_EMAIL_VERIFICATION held the company's jobs back: hidden
     * until the company's email is verified, then shown.
     */
    awaitingVerification: boolean('awaiting_verification').notNull().default(false),
    /**
     * The company's name, copied by the database (migration 0010's triggers, on insert and on a
     * rename) so that keywords can match it together with the job's own words.
     */
    companyName: text('company_name').notNull().default(''),
    /**
     * What keyword search matches (jobs/job-search-queries.ts): the title weighs most, then the
     * company's name, the category and level, then the description's text without its markup.
     * English stemming, so "developers" finds a Developer. It also holds the job's facets
     * (`jobFacets`), so that keywords and the list's filters are one test of one index.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, company_name || ' ' || category || ' ' || level), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(description, '<[^>]*>', ' ', 'g')), 'D') || ${jobFacets}`,
      ),
    /** The title's words alone, and the facets: relevance puts a title match above the others. */
    titleWords: tsvector('title_words')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, title) || ${jobFacets}`),
    /** The top figure made yearly, which the minimum pay filter compares. */
    yearlyPay: bigint('yearly_pay', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(salary_max, salary)::bigint * case salary_period when 'MONTH' then 12 when 'HOUR' then 2080 else 1 end`,
      ),
    ...timestamps,
  },
  (t) => [
    check('jobs_salary_non_negative', sql`${t.salary} >= 0`),
    check('jobs_salary_range', sql`${t.salaryMax} is null or ${t.salaryMax} >= ${t.salary}`),
    check('jobs_salary_period_valid', sql`${t.salaryPeriod} in ('YEAR', 'MONTH', 'HOUR')`),
    check(
      'jobs_employment_type_valid',
      sql`${t.employmentType} in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN')`,
    ),
    check('jobs_workplace_valid', sql`${t.workplace} in ('ON_SITE', 'HYBRID', 'REMOTE')`),
    // The public list: listed jobs, newest first. Ascending on purpose: read backwards it gives
    // exactly `order by posted_at desc, id desc` (DESC NULLS LAST columns would not match it).
    // Migrations make it INCLUDE what the filters test (category, location, company_id,
    // title_search and the posting terms), which drizzle cannot state: filtered pages and counts
    // are then read from the index alone.
    index('jobs_listed_posted_idx').on(t.listed, t.postedAt, t.id),
    // The expiry sweep finds the jobs whose time has come without reading the others.
    index('jobs_expiry_idx')
      .on(t.closesAt)
      .where(sql`not ${t.expired} and ${t.closedAt} is null`),
    // Migrations make it INCLUDE listed, for "more jobs from this company", and add the partial
    // (category, ...) and (location, ...) indexes over listed jobs for filtered searches.
    index('jobs_company_idx').on(t.companyId, t.postedAt, t.id),
    // A title search that matches few jobs is found through trigrams, not by reading the list.
    index('jobs_title_trgm_idx')
      .using('gin', sql`${t.titleSearch} gin_trgm_ops`)
      .where(sql`${t.listed}`),
    index('jobs_search_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.listed}`),
    // Relevance reads title matches first: rare title words are found here, not by the list.
    index('jobs_title_words_idx')
      .using('gin', t.titleWords)
      .where(sql`${t.listed}`),
    // Sorted by pay: the best paid listed jobs are read from the top, not sorted each time.
    index('jobs_listed_pay_idx')
      .on(t.yearlyPay.desc(), t.postedAt.desc(), t.id.desc())
      .where(sql`${t.listed}`),
  ],
);

/**
 * The words of titles and company names, for "did you mean": a keyword that matches nothing is
 * compared by trigrams with these. Kept by triggers on jobs and companies (migration 0010); a
 * word stays after its jobs go, which at worst suggests a search that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * How many listed jobs (the column's name is from when only shown jobs were listed) each
 * category and location pair has, kept by triggers on `jobs` (migration 0003): a search without
 * a title or company is counted exactly from these few rows instead of from the jobs.
 */
export const jobCounts = pgTable(
  'job_counts',
  {
    category: text('category').notNull(),
    location: text('location').notNull(),
    visibleJobs: integer('visible_jobs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.location] })],
);

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
 * Single-use links mailed to an account: password resets and the company's email
 * verification. Only a hash of the token is kept; a used or expired row is refused.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    /** 'company-reset', 'member-reset', 'user-reset' or 'company-verify'. */
    purpose: text('purpose').notNull(),
    /** The company's, the team member's or the user's id. */
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Epoch milliseconds. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_subject_idx').on(t.subjectId, t.purpose)],
);

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

/**
 * Versions of a remote as published (issue 41, decision 45): immutable once registered. An
 * automatic rollback marks the canary it took down.
 */
export const releaseVersions = pgTable(
  'release_versions',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    entry: text('entry').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rollbackReason: text('rollback_reason'),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** What is live per remote: its stable version, the ones before it, and a canary beside it. */
export const releaseLive = pgTable('release_live', {
  remote: text('remote').primaryKey(),
  stable: text('stable'),
  /** The stables before this one, latest last: what a rollback puts back. */
  previous: text('previous')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  canary: text('canary'),
  canaryPercent: integer('canary_percent'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Telemetry per remote version, added to by every process in batches. */
export const releaseStats = pgTable(
  'release_stats',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    pageLoads: bigint('page_loads', { mode: 'number' }).notNull().default(0),
    errors: bigint('errors', { mode: 'number' }).notNull().default(0),
    /**
     * The canary judgement's counts (migration 0022): client addresses that were served a page
     * of the version, and those that reported an error with a page's token, each once a week.
     */
    clientLoads: bigint('client_loads', { mode: 'number' }).notNull().default(0),
    clientErrors: bigint('client_errors', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/**
 * Which client addresses a version's judgement counted (decision 45): a keyed hash of the address
 * (an IPv6 client by its /64) and the version, never the address. The row exists only so that
 * an address counts once per version and kind (`load`, `error`); rows older than a week are
 * purged.
 */
export const releaseClients = pgTable(
  'release_clients',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    client: text('client').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.kind, t.client] }),
    // The purge deletes by age alone.
    index('release_clients_first_seen_idx').on(t.firstSeen),
  ],
);

/** Web vitals' samples per remote version as a histogram: samples per bucket of each metric. */
export const releaseVitals = pgTable(
  'release_vitals',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    samples: bigint('samples', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.metric, t.bucket] })],
);
