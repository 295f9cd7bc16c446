import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tsvector } from './columns';
import { companies } from './account-tables';

// Jobs, and what the public list and keyword search keep beside them.

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
