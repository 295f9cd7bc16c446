import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  DECISION_STATUSES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACES,
  JOB_CATEGORIES,
  JOB_SORTS,
  JOB_LEVELS,
  JOB_LOCATIONS,
  MAX_PAGE_SIZE,
  QUESTION_KINDS,
} from './constants';

// A real UUID shape: 36 dashes matched the old pattern and reached the database as an invalid uuid.
export const idSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid id');

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const companyRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
});

/**
 * A job's question as the job's answers show it. `expected` is there only in the company's own
 * reads of its job (GET /api/jobs/{id} with its token, list-jobs, edit-job): never to anyone else.
 */
export const jobQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** A choice question's options; empty for the other kinds. */
  options: z.array(z.string()),
  required: z.boolean(),
  expected: z.string().nullable().optional(),
});
export type JobQuestion = z.infer<typeof jobQuestionSchema>;

export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.enum(JOB_LOCATIONS),
  level: z.enum(JOB_LEVELS),
  category: z.enum(JOB_CATEGORIES),
  description: z.string(),
  salary: z.number().int(),
  /** Posting time, epoch milliseconds. */
  date: z.number(),
  visible: z.boolean(),
  companyId: companyRefSchema,
  /** Closing time, epoch milliseconds. */
  closesAt: z.number(),
  /** The lowest figure, the same as `salary`. */
  salaryMin: z.number().int(),
  /** The top of the range; null for a single figure. */
  salaryMax: z.number().int().nullable(),
  /** ISO 4217. */
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  workplace: z.enum(WORKPLACES).nullable(),
  status: z.enum(JOB_STATUSES),
  /**
   * Its screening questions, in order: in the answers about one job (GET /api/jobs/{id}, its
   * page, edit-job, list-jobs), not in the public lists.
   */
  questions: z.array(jobQuestionSchema).optional(),
});
export type Job = z.infer<typeof jobSchema>;

const csvList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(500)
    .transform((raw) => raw.split(',').filter((part) => part.length > 0))
    .pipe(z.array(z.enum(values)));

/** Query of GET /api/jobs. Without `page` the answer is the spec's full list. */
export const jobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  title: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  categories: csvList(JOB_CATEGORIES).optional(),
  locations: csvList(JOB_LOCATIONS).optional(),
  /** Only this company's jobs ('More Jobs from the company'). */
  companyId: idSchema.optional(),
  /** Leave this job out of the answer. */
  excludeId: idSchema.optional(),
  employmentTypes: csvList(EMPLOYMENT_TYPES).optional(),
  workplaces: csvList(WORKPLACES).optional(),
  /** Jobs whose top figure, made yearly (a month is 12, an hour 2,080), is at least this. */
  minSalary: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  /**
   * Keywords, matched with English stemming against the title, the description's text, the
   * company's name, the category and the level; web-search syntax: "exact phrase", -word, or.
   */
  q: z.string().trim().max(200).optional(),
  /** `relevance` (the default with `q`), `newest` (the default without), `pay` (top, yearly). */
  sort: z.enum(JOB_SORTS).optional(),
});
/** The same query as the front ends hold it, before lists are joined with commas. */
export type JobListParams = z.output<typeof jobListQuerySchema>;

/**
 * Answer of GET /api/jobs. Without `page`: every visible job, whole. With `page`: one page, where
 * each job's `description` is only its card preview (at most DESCRIPTION_PREVIEW_LENGTH
 * characters of text, ending at a word with an ellipsis when cut, markup kept; the job's own
 * page fetches the whole one), and `total` is exact unless `totalIsLowerBound` says more match
 * than were counted.
 */
export const jobListResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(jobSchema),
  total: z.number().int().optional(),
  totalIsLowerBound: z.boolean().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  /** `q` matched nothing, so this likely spelling of it was searched instead. */
  didYouMean: z.string().optional(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobDetailResponseSchema = z.object({
  success: z.literal(true),
  job: jobSchema,
});
export type JobDetailResponse = z.infer<typeof jobDetailResponseSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const decisionStatusSchema = z.enum(DECISION_STATUSES);

/** Answer of GET /api/companies/{id}: the company's public face and how many jobs it has open. */
export const companyPageResponseSchema = z.object({
  success: z.literal(true),
  company: companyRefSchema,
  openJobs: z.number().int(),
});
export type CompanyPageResponse = z.infer<typeof companyPageResponseSchema>;
