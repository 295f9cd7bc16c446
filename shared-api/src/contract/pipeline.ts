import { z } from 'zod';
import { BULK_MAX, NOTE_MAX_LENGTH } from './constants';
import { applicationStatusSchema, decisionStatusSchema, idSchema } from './schemas';

/** Body of POST /api/company/bulk-change-status: all of them move, or none. */
export const bulkChangeStatusBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Choose at least one application')
    .max(BULK_MAX, `At most ${BULK_MAX} applications at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each application once'),
  status: decisionStatusSchema,
});
export type BulkChangeStatusBody = z.input<typeof bulkChangeStatusBodySchema>;

export const addNoteBodySchema = z.object({
  applicationId: idSchema,
  text: z
    .string()
    .trim()
    .min(1, 'Write the note first')
    .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH.toLocaleString('en')} characters`),
});
export type AddNoteBody = z.input<typeof addNoteBodySchema>;

/** A company's private note on an application: never part of a job seeker's answer. */
export const noteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** Epoch milliseconds. */
  date: z.number(),
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
});
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;

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
