import { z } from 'zod';
import {
  DAY_MS,
  DESCRIPTION_MAX_LENGTH,
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  JOB_MAX_DAYS,
  SALARY_PERIODS,
  WORKPLACES,
  type JobLevel,
} from './constants';
import { idSchema, jobSchema } from './schemas';
import { questionsInputSchema } from './screening';

const SALARY_LIMIT = 1_000_000_000;
/**
 * A whole amount. Clients written for the spec send a form's text as it is ("25000"): a string
 * of digits is that number; any other string still fails as not a number.
 */
const money = (what: string) =>
  z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value,
    z
      .number()
      .int(`${what} must be a whole number`)
      .min(0, `${what} cannot be negative`)
      .max(SALARY_LIMIT, `${what} is too large`),
  );

/** The spellings spec clients send for each level, lower-cased, spaces collapsed. */
// A Map: an object's lookup would find 'constructor' and the like.
const LEVEL_SPELLINGS = new Map<string, JobLevel>([
  ['beginner', 'Begineer Level'],
  ['begineer', 'Begineer Level'],
  ['intermediate', 'Intermediate Level'],
  ['senior', 'Senior Level'],
]);

/**
 * A level in the spec's canonical spelling ('Begineer Level', kept so), from any case, with or
 * without ' Level', and 'Beginner' as well as 'Begineer'. Anything else fails as before.
 */
export const jobLevelSchema = z.preprocess((value: string) => {
  if (typeof value !== 'string') return value;
  const words = value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ level$/, '');
  return LEVEL_SPELLINGS.get(words) ?? value;
}, z.enum(JOB_LEVELS));

// Where the runtime lists ISO 4217 codes (Node 20, every current browser) only those pass. Read
// at the first check, not when the module is evaluated (limitText in constants.ts says why).
let currencies: ReadonlySet<string> | null | undefined;
const knownCurrencies = () =>
  (currencies ??=
    typeof Intl.supportedValuesOf === 'function'
      ? new Set(Intl.supportedValuesOf('currency'))
      : null);

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter ISO 4217 currency code, like INR')
  .refine((code) => knownCurrencies()?.has(code) ?? true, 'Unknown ISO 4217 currency code');

/**
 * A closing time in epoch milliseconds: later than now and at most JOB_MAX_DAYS away. Checked
 * when the request is read, so "now" is the server's.
 */
export const closesAtSchema = z
  .number()
  .int('closesAt is epoch milliseconds')
  .refine((at) => at > Date.now(), 'The closing date must be in the future')
  .refine(
    (at) => at <= Date.now() + JOB_MAX_DAYS * DAY_MS,
    `The closing date can be at most ${JOB_MAX_DAYS} days away`,
  );

/** Every field of a posting as post-job takes it, each on its own. */
export const jobFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Job title is required').max(200),
  description: z.string().max(DESCRIPTION_MAX_LENGTH),
  location: z.enum(JOB_LOCATIONS),
  category: z.enum(JOB_CATEGORIES),
  level: jobLevelSchema,
  /** The single or lowest figure. */
  salary: money('Salary'),
  closesAt: closesAtSchema,
  salaryMin: money('salaryMin'),
  salaryMax: money('salaryMax'),
  salaryCurrency: currency,
  salaryPeriod: z.enum(SALARY_PERIODS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workplace: z.enum(WORKPLACES),
});
export type JobFields = z.infer<typeof jobFieldsSchema>;

type PayFields = Partial<Pick<JobFields, 'salary' | 'salaryMin' | 'salaryMax'>>;

/** The pay range's own rules, for a whole posting or the part an edit sends. */
function checkPay(pay: PayFields, context: z.RefinementCtx) {
  if (pay.salary !== undefined && pay.salaryMin !== undefined && pay.salary !== pay.salaryMin) {
    context.addIssue({
      code: 'custom',
      path: ['salaryMin'],
      message: 'salaryMin and salary are the same figure: send one, or both equal',
    });
  }
  const low = pay.salaryMin ?? pay.salary;
  if (low !== undefined && pay.salaryMax !== undefined && low > pay.salaryMax) {
    context.addIssue({
      code: 'custom',
      path: ['salaryMax'],
      message: 'salaryMax cannot be below salaryMin',
    });
  }
}

/**
 * Body of POST /api/company/post-job: the spec's fields, plus the posting's terms, all optional.
 * A range may be sent as `salaryMin` alone, without the spec's `salary`.
 */
export const postJobBodySchema = jobFieldsSchema
  .partial({
    salary: true,
    closesAt: true,
    salaryMin: true,
    salaryMax: true,
    salaryCurrency: true,
    salaryPeriod: true,
    employmentType: true,
    workplace: true,
  })
  .extend({ questions: questionsInputSchema.optional() })
  .superRefine((body, context) => {
    if (body.salary === undefined && body.salaryMin === undefined) {
      context.addIssue({ code: 'custom', path: ['salary'], message: 'Salary is required' });
    }
    checkPay(body, context);
  });
export type PostJobBody = z.input<typeof postJobBodySchema>;

/** Body of POST /api/company/edit-job: the job and the fields that change. */
export const editJobBodySchema = jobFieldsSchema
  .partial()
  .extend({
    id: idSchema,
    // Sent as null, the range becomes a single figure again.
    salaryMax: money('salaryMax').nullable().optional(),
    employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
    workplace: z.enum(WORKPLACES).nullable().optional(),
    /** Sent, it replaces the job's questions; a question sent with its `id` keeps it. */
    questions: questionsInputSchema.optional(),
  })
  .superRefine((body, context) =>
    checkPay({ ...body, salaryMax: body.salaryMax ?? undefined }, context),
  );
export type EditJobBody = z.input<typeof editJobBodySchema>;

export const reopenJobBodySchema = z.object({ id: idSchema, closesAt: closesAtSchema.optional() });
export type ReopenJobBody = z.input<typeof reopenJobBodySchema>;

/** Answer of post-job and duplicate-job: the new job's id. */
export const newJobResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  job: z.object({ _id: z.string() }),
});

/** Answer of edit-job: the job as it now is. */
export const editJobResponseSchema = newJobResponseSchema.omit({ job: true }).extend({
  job: jobSchema,
});
