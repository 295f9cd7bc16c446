import type { Job } from 'shared-api/contract';
import { longDate } from 'shared-api/dates';
import {
  EMPLOYMENT_TYPE_LABELS,
  WORKPLACE_LABELS,
  closingLabel,
  formatPay,
  hasPay,
  isPlainCtc,
} from 'shared-api/jobs/job-terms';

/**
 * The words of a job's page: written here because both the job seeker's screen and the server's
 * first paint of that page (shared-api/first-paint) write them, and must write the same.
 */
const units = [
  [1e9, 'b'],
  [1e6, 'm'],
  [1e3, 'k'],
] as const;

/** A salary in the compact form of the CTC line: 50000 -> 50k, 1250000 -> 1.3m. */
export function compactSalary(value: number): string {
  for (const [size, unit] of units) {
    if (Math.abs(value) >= size) return `${Number((value / size).toFixed(1)).toString()}${unit}`;
  }
  return String(value);
}

// Intl rather than moment: moment was 19 KB (brotli) of what the job page downloaded before its
// largest paint (docs/performance.md, "Lighthouse"). Its formatters are made at their first use,
// not when the module is evaluated: the page's first use of Intl sets ICU up, which would land in
// the shell's one long start-up task (limitText in contract/constants.ts).
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const DAY = 86_400_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "2 days ago", "yesterday", "3 hours ago", "now": the largest unit the time reaches. */
export function timeAgo(time: number, now = Date.now()): string {
  const elapsed = time - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative().format(Math.round(elapsed / size), unit);
  }
  return relative().format(0, 'second');
}

/** The spec's 'CTC: 50k' for a single yearly rupee figure; any other pay in its own terms. */
export const payText = (job: JobTermsSource): string =>
  isPlainCtc(job) ? `CTC: ${compactSalary(job.salary)}` : formatPay(job);

type JobTermsSource = Pick<
  Job,
  | 'location'
  | 'level'
  | 'salary'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'employmentType'
  | 'workplace'
>;

/** The terms under a job page's title: location, level, pay, type, workplace. */
export const jobPageTerms = (job: JobTermsSource): string[] =>
  [
    job.location,
    job.level,
    // A job that states no pay (Add Job's "Not disclosed") has no line for it: "CTC: 0" said nothing.
    hasPay(job) ? payText(job) : null,
    job.employmentType && EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.workplace && WORKPLACE_LABELS[job.workplace],
  ].filter((term): term is string => term !== null);

export const postedLabel = (date: number, now = Date.now()): string =>
  `Posted ${timeAgo(date, now)}`;

// The day in UTC, whatever the time zone of whoever writes it: a server writes a page for readers
// anywhere, and its words must not depend on where or when it ran.

/** 'Posted November 28, 2026', the day in UTC. */
export const postedOnLabel = (date: number): string => `Posted ${longDate(date, 'utc')}`;

/** 'Closes December 3, 2026', the day in UTC. */
export const closesOnLabel = (closesAt: number): string => `Closes ${longDate(closesAt, 'utc')}`;

/**
 * What a job's page shows of it, as text: the screen renders these, and the server fills the
 * page's first paint with the same ones, but for its dates. `companyId` as it goes in a path.
 */
export interface JobPageText {
  title: string;
  companyName: string;
  companyId: string;
  logo: string;
  terms: readonly string[];
  posted: string;
  closing: string;
  /** Markup, sanitised with an allow-list by the server before it was stored. */
  description: string;
}

const jobPageWords = (job: Job, posted: string, closing: string): JobPageText => ({
  title: job.title,
  companyName: job.companyId.name,
  companyId: encodeURIComponent(job.companyId._id),
  logo: job.companyId.image,
  terms: jobPageTerms(job),
  posted,
  closing,
  description: job.description,
});

/** The page's words as its reader's browser writes them: 'Posted 2 days ago', 'Closes tomorrow'. */
export const jobPageText = (job: Job, now = Date.now()): JobPageText =>
  jobPageWords(job, postedLabel(job.date, now), closingLabel(job.closesAt, now));

/**
 * The page's words as the server writes them into its first paint: days rather than words like
 * 'tomorrow', which are true only in the reader's time zone and at the time of reading. The
 * screen words them in the reader's browser, from the job's instants sent with the page.
 */
export const jobFirstPaintText = (job: Job): JobPageText =>
  jobPageWords(job, postedOnLabel(job.date), closesOnLabel(job.closesAt));
