import { stagePipeline, type StageDefinition } from './stages';

/** Fixed lists and limits from the product spec (sections 3 and 9). */
export const JOB_CATEGORIES = [
  'Programming',
  'Data Science',
  'Design',
  'Networking',
  'Management',
  'Marketing',
  'Cybersecurity',
] as const;

export const JOB_LOCATIONS = [
  'Bangalore',
  'Washington',
  'Hyderabad',
  'Mumbai',
  'California',
  'Chennai',
  'New York',
] as const;

// 'Begineer' is spelt as the spec spells it: stored data and filters depend on the exact text.
export const JOB_LEVELS = ['Begineer Level', 'Intermediate Level', 'Senior Level'] as const;

/**
 * An application's stages, in the pipeline's order: the spec's three, two between, and the
 * seeker's own. The one list of them: the statuses, the moves and which stages are open all
 * follow from it (stages.ts). A new stage is an entry here and a migration widening the
 * database's check; the compiler then names each record of words or colours it lacks.
 */
export const APPLICATION_STAGES = [
  { name: 'Pending', kind: 'start' },
  { name: 'Shortlisted', kind: 'step' },
  { name: 'Interviewing', kind: 'step' },
  { name: 'Accepted', kind: 'outcome' },
  { name: 'Rejected', kind: 'outcome' },
  { name: 'Withdrawn', kind: 'withdrawal' },
] as const satisfies readonly StageDefinition[];
const pipeline = stagePipeline(APPLICATION_STAGES);

export const APPLICATION_STATUSES = pipeline.statuses;
/** What a company may move an application to (change-status, bulk-change-status). */
export const DECISION_STATUSES = pipeline.decisions;

/** A posting's terms, as schema.org JobPosting names them. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
] as const;
export const WORKPLACES = ['ON_SITE', 'HYBRID', 'REMOTE'] as const;

/** What a screening question takes: free text, yes or no, or one of its options. */
export const QUESTION_KINDS = ['text', 'yesno', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Orders of the paged job list (`sort`). */
export const JOB_SORTS = ['relevance', 'newest', 'pay'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const SALARY_PERIODS = ['YEAR', 'MONTH', 'HOUR'] as const;
/** `closed` by its company, `expired` past its closing date; only `open` jobs are listed. */
export const JOB_STATUSES = ['open', 'closed', 'expired'] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Days a posting stays open when no closing date is given (the server's JOB_DEFAULT_DAYS). */
export const JOB_DEFAULT_DAYS = 60;
/** The furthest closing date a posting may have, in days from now. */
export const JOB_MAX_DAYS = 365;
export const DAY_MS = 86_400_000;

export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type JobLocation = (typeof JOB_LOCATIONS)[number];
export type JobLevel = (typeof JOB_LEVELS)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/**
 * Moves go forward only: Pending to any stage, Shortlisted on to Interviewing or a decision,
 * Interviewing to a decision. Accepted, Rejected and Withdrawn are final.
 */
export const NEXT_STATUSES = pipeline.nextStatuses;
export const { allowedMoves, canMove, movableFrom, isOpenStatus } = pipeline;
/**
 * Whether `to` comes after `from` in the pipeline: a live event older than what a screen shows
 * already is not taken back to.
 */
export const { isLaterStage } = pipeline;
/** Statuses a seeker may still withdraw from. */
export const OPEN_APPLICATION_STATUSES = pipeline.open;
/** Applications one bulk change takes at most; also the largest page of the recruiter's tables. */
export const BULK_MAX = 100;
export const NOTE_MAX_LENGTH = 2_000;

/**
 * A limit as a message writes it, `2,000`: the same as `toLocaleString('en')` for a whole
 * number, without Intl. A schema's messages are written when its module is evaluated, and the
 * page's first use of Intl sets ICU up, which would land in the shell's one long start-up task:
 * without it, that task took about 4 ms less CPU (docs/performance.md, "Lighthouse").
 */
export const limitText = (limit: number): string =>
  String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const JOB_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 50;
export const DESCRIPTION_PREVIEW_LENGTH = 150;
/** Characters of a job description, as stored: checked again after the server sanitises it. */
export const DESCRIPTION_MAX_LENGTH = 50_000;
export const MORE_JOBS_LIMIT = 4;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const COMPANY_TOKEN_STORAGE_KEY = 'companyToken';

export const MESSAGES = {
  loginToApply: 'Login to Apply',
  uploadResumeToApply: 'Upload Resume to Apply',
  uploadCompanyLogo: 'Please upload a company logo',
} as const;
