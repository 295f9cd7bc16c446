import { z } from 'zod';
import { BULK_MAX, NOTE_MAX_LENGTH, limitText } from './constants';
import { applicationSchema } from './accounts';
import { profileSchema } from './profiles';
import { applicationStatusSchema, decisionStatusSchema, idSchema } from './schemas';
import { storedAnswerSchema } from './screening';

/**
 * Body of POST /api/company/bulk-change-status: all of them move, or none; with
 * `skipIneligible`, those that can move do and the others are named in the answer.
 */
export const bulkChangeStatusBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Choose at least one application')
    .max(BULK_MAX, `At most ${BULK_MAX} applications at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each application once'),
  status: decisionStatusSchema,
  skipIneligible: z.boolean().optional(),
});
export type BulkChangeStatusBody = z.input<typeof bulkChangeStatusBodySchema>;

export const addNoteBodySchema = z.object({
  applicationId: idSchema,
  text: z
    .string()
    .trim()
    .min(1, 'Write the note first')
    .max(NOTE_MAX_LENGTH, `A note is at most ${limitText(NOTE_MAX_LENGTH)} characters`),
});
export type AddNoteBody = z.input<typeof addNoteBodySchema>;

/** A company's private note on an application: never part of a job seeker's answer. */
export const noteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** Epoch milliseconds. */
  date: z.number(),
  /** Who wrote it; notes from before the trail are the company's. */
  by: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type Note = z.infer<typeof noteSchema>;
export const addNoteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  note: noteSchema,
});
export const notesQuerySchema = z.object({ applicationId: idSchema });
export const notesResponseSchema = z.object({
  success: z.literal(true),
  notes: z.array(noteSchema),
});

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(BULK_MAX).optional(),
};
const search = z.string().trim().max(200).optional();

/** Query of GET /api/company/applicants: with `page`, one page and `total`, newest first. */
export const applicantsQuerySchema = z.object({
  ...paging,
  status: applicationStatusSchema.optional(),
  jobId: idSchema.optional(),
  /** Applicant name or job title contains it (case-insensitive). */
  q: search,
  /** `true`: only those whose answers missed one the company expects; `false`: the others. */
  screenedOut: z
    .enum(['true', 'false'], { error: 'screenedOut is true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;

/**
 * An application as its job's company reads it (GET /api/company/applicants): the applicant's
 * contact and profile, their answers and cover letter, and whether the answers screened them
 * out. Never in any other answer: not to another company, not to the applicant.
 */
export const applicantSchema = applicationSchema.extend({
  userId: applicationSchema.shape.userId.extend({
    email: z.string().optional(),
    /** '' when none. */
    phone: z.string().optional(),
    profile: profileSchema.optional(),
  }),
  /** Every question the job asked when they applied, in order, with what they answered. */
  answers: z.array(storedAnswerSchema).optional(),
  /** '' when none. */
  coverLetter: z.string().optional(),
  screenedOut: z.boolean().optional(),
});
export type Applicant = z.infer<typeof applicantSchema>;
export const applicantsResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(applicantSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});

/** Query of GET /api/company/list-jobs: with `page`, one page and `total`, newest first. */
export const companyJobsQuerySchema = z.object({
  ...paging,
  status: z.enum(['open', 'closed', 'expired']).optional(),
  /** Job title contains it (case-insensitive). */
  q: search,
});
export type CompanyJobsQuery = z.output<typeof companyJobsQuerySchema>;

/** Query of GET /api/users/applications. */
export const userApplicationsQuerySchema = z.object({
  ...paging,
  status: applicationStatusSchema.optional(),
});
export type UserApplicationsQuery = z.output<typeof userApplicationsQuerySchema>;
