import { z } from 'zod';
import { jobAlertSchema } from './job-alerts';
import { profileSchema } from './profiles';
import { storedAnswerSchema } from './screening';

/** Deleting one's own account: the email typed again, and the password for built-in accounts. */
export const deleteAccountBodySchema = z.object({
  email: z.string().trim().max(320).optional(),
  password: z.string().max(200).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const exportedApplicationSchema = z.object({
  _id: z.string(),
  job: z.object({
    _id: z.string(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
  }),
  status: z.string(),
  appliedAt: z.number(),
  /** When the stage last changed (epoch ms): no older stages are kept. */
  statusChangedAt: z.number(),
  answers: z.array(storedAnswerSchema),
  coverLetter: z.string(),
  /** Set when the application's own data was wiped under the retention period (epoch ms). */
  anonymisedAt: z.number().nullable(),
});

/** GET /api/users/export: everything the board holds about the signed-in job seeker. */
export const userExportSchema = z.object({
  exportedAt: z.number(),
  account: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    image: z.string(),
    signIn: z.enum(['password', 'clerk']),
    createdAt: z.number(),
  }),
  profile: profileSchema,
  resume: z.object({
    /** A signed link that works for a short while; '' when there is no resume. */
    url: z.string(),
    name: z.string().nullable(),
    uploadedAt: z.number().nullable(),
  }),
  savedJobs: z.array(
    z.object({ jobId: z.string(), title: z.string(), company: z.string(), savedAt: z.number() }),
  ),
  alerts: z.array(jobAlertSchema),
  applications: z.array(exportedApplicationSchema),
});
export type UserExport = z.infer<typeof userExportSchema>;

/** GET /api/privacy: what the privacy notice states from the server's configuration. */
export const privacyFactsResponseSchema = z.object({
  success: z.literal(true),
  /** Days an application is kept whole after its job closes or expires. */
  applicationRetentionDays: z.number().int().positive(),
});
export type PrivacyFactsResponse = z.infer<typeof privacyFactsResponseSchema>;
