import { z } from 'zod';
import { profileSchema } from './profiles';
import { storedAnswerSchema } from './screening';

/** POST /api/company/delete-account: the owner confirms with the company's password. */
export const deleteCompanyBodySchema = z.object({
  password: z.string().min(1, 'Enter the password to confirm').max(200),
});
export type DeleteCompanyBody = z.infer<typeof deleteCompanyBodySchema>;

/** What an applicant's Applied Jobs says of a job whose company deleted its account. */
export const JOB_REMOVED = 'Job removed by the company';

const exportedJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  category: z.string(),
  level: z.string(),
  salary: z.number(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: z.string(),
  employmentType: z.string().nullable(),
  workplace: z.string().nullable(),
  visible: z.boolean(),
  postedAt: z.number(),
  closesAt: z.number(),
  closedAt: z.number().nullable(),
  questions: z.array(
    z.object({
      text: z.string(),
      kind: z.string(),
      options: z.array(z.string()),
      required: z.boolean(),
      expected: z.string().nullable(),
    }),
  ),
});

const exportedCompanyApplicationSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  status: z.string(),
  appliedAt: z.number(),
  statusChangedAt: z.number(),
  /** Set when the applicant deleted their account or retention wiped it: nothing of them below. */
  anonymisedAt: z.number().nullable(),
  applicant: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    profile: profileSchema,
    /** A signed link that works for a short while; '' when there is none. */
    resume: z.string(),
  }),
  answers: z.array(storedAnswerSchema),
  coverLetter: z.string(),
  screenedOut: z.boolean(),
});

/** GET /api/company/export: everything the board holds for a company (owner and admins). */
export const companyExportSchema = z.object({
  exportedAt: z.number(),
  company: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    logo: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.number(),
  }),
  members: z.array(
    z.object({
      _id: z.string(),
      name: z.string().nullable(),
      email: z.string(),
      role: z.string(),
      invitedAt: z.number(),
      joinedAt: z.number().nullable(),
    }),
  ),
  jobs: z.array(exportedJobSchema),
  applications: z.array(exportedCompanyApplicationSchema),
  notes: z.array(
    z.object({
      _id: z.string(),
      applicationId: z.string(),
      text: z.string(),
      writtenAt: z.number(),
      author: z.string().nullable(),
    }),
  ),
  activity: z.array(
    z.object({
      at: z.number(),
      by: z.object({ _id: z.string(), name: z.string() }),
      action: z.string(),
      jobId: z.string(),
      applicationId: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
});
export type CompanyExport = z.infer<typeof companyExportSchema>;
