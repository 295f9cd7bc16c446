import { z } from 'zod';
import { signedInMemberSchema } from './team-roles';
import { decisionStatusSchema, idSchema, jobSchema, applicationStatusSchema } from './schemas';
import { answerInputSchema, COVER_LETTER_MAX, QUESTIONS_MAX } from './screening';
import { limitText } from './constants';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));
// The most used passwords of eight characters or more, and a run of one character.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '12341234',
  '11223344',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  '1q2w3e4r',
  '1qaz2wsx',
  'abc12345',
  'abcd1234',
  'asdfghjk',
  'iloveyou',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'welcome1',
  'admin123',
  'letmein1',
  'trustno1',
  'superman',
]);
const password = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .refine(
    (value) => !COMMON_PASSWORDS.has(value.toLowerCase()) && !/^(.)\1+$/.test(value),
    'This password is too common: choose another one',
  );
// A name is shown in mail subjects and headers, where a line break would start a new header.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const withoutControls = (schema: z.ZodString, what: string) =>
  schema.refine(
    (value) => !CONTROL_CHARACTERS.test(value),
    `${what} may not contain line breaks or control characters`,
  );
const name = (what: string) =>
  withoutControls(
    z
      .string({ error: `${what} is required` })
      .trim()
      .min(1, `${what} is required`)
      // Its own words: without them, zod gives the schema's "is required" to a long name too.
      .max(100, `${what} is too long: 100 characters at most`),
    what,
  );

/** The company as the API shows it: never its password hash. */
export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string(),
  /** Whether the company followed the link mailed at registration (optional). */
  emailVerified: z.boolean().optional(),
});
export type Company = z.infer<typeof companySchema>;

/** A password given to sign in: whatever it was chosen under, within the longest allowed. */
const givenPassword = z
  .string({ error: 'Password is required' })
  .min(1)
  .max(200, 'Password must be at most 200 characters');

export const companyLoginBodySchema = z.object({
  email,
  password: givenPassword,
});
export type CompanyLoginBody = z.input<typeof companyLoginBodySchema>;
export const companyRegisterFieldsSchema = z.object({
  name: name('Company name'),
  email,
  password,
});
export type CompanyRegisterFields = z.input<typeof companyRegisterFieldsSchema>;

export const companyAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  company: companySchema,
  token: z.string(),
  /** Who signed in (optional, beside the spec's answer): the owner or a team member. */
  member: signedInMemberSchema.optional(),
});
export type CompanyAuthResponse = z.infer<typeof companyAuthResponseSchema>;
export const companyResponseSchema = z.object({
  success: z.literal(true),
  company: companySchema,
  /** Who is signed in (optional, beside the spec's answer). */
  member: signedInMemberSchema.optional(),
});

export const recruiterJobSchema = jobSchema.extend({
  applicants: z.number().int(),
  /** Views in the last 30 days, once per visitor per day (beside the spec's fields). */
  views: z.number().int().optional(),
});
export type RecruiterJob = z.infer<typeof recruiterJobSchema>;
// With `page`: one page, and how many there are in all.
const pageFields = {
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
};
export const listCompanyJobsResponseSchema = z.object({
  success: z.literal(true),
  jobsData: z.array(recruiterJobSchema),
  ...pageFields,
});

export const idBodySchema = z.object({ id: idSchema });
export const changeStatusBodySchema = z.object({ id: idSchema, status: decisionStatusSchema });
export type ChangeStatusBody = z.input<typeof changeStatusBodySchema>;
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string(),
  /** A signed, expiring URL of the resume; '' when there is none. */
  resume: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ success: z.literal(true), user: userSchema });

export const signUpBodySchema = z.object({
  firstName: name('First name'),
  lastName: withoutControls(
    z.string().trim().max(100, 'Last name is too long: 100 characters at most'),
    'Last name',
  ),
  email,
  password,
});
export type SignUpBody = z.input<typeof signUpBodySchema>;
export const signInBodySchema = z.object({
  email,
  password: givenPassword,
});
export type SignInBody = z.input<typeof signInBodySchema>;
export const userAuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type UserAuthResponse = z.infer<typeof userAuthResponseSchema>;

export const applicationSchema = z.object({
  _id: z.string(),
  jobId: z.object({ _id: z.string(), title: z.string(), location: z.string() }),
  companyId: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  userId: z.object({ _id: z.string(), name: z.string(), image: z.string(), resume: z.string() }),
  date: z.number(),
  status: applicationStatusSchema,
  /** The job's company deleted its account: the job is gone, the application is the seeker's. */
  jobRemoved: z.literal(true).optional(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(applicationSchema),
  ...pageFields,
});
/**
 * Body of POST /api/users/apply: the spec's `jobId`, and optionally the answers to the job's
 * screening questions and a cover letter.
 */
export const applyBodySchema = z.object({
  jobId: idSchema,
  answers: z
    .array(answerInputSchema)
    .max(QUESTIONS_MAX, `A job asks at most ${QUESTIONS_MAX} questions`)
    .optional(),
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX, `A cover letter is at most ${limitText(COVER_LETTER_MAX)} characters`)
    .optional(),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

/** The account fields' own rules, for the calls that take the same fields (team invitations). */
export { email as emailField, name as nameField, password as passwordField };
