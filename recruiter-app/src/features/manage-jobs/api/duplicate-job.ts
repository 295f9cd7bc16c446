import { newJobResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/** POST /api/company/duplicate-job: a hidden copy of the job, open for the default run. */
export async function duplicateJob(
  token: string | null,
  id: string,
): Promise<{ message: string; id: string }> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/duplicate-job',
    data: { id },
    headers: companyHeaders(token),
  });
  const { message, job } = newJobResponseSchema.parse(data);
  return { message, id: job._id };
}

/**
 * Copies a job. The edit page asks for the copy by its id, so the company's list is refreshed
 * without waiting for it. The copy is hidden: no public list changes.
 */
export const useDuplicateJob = () =>
  useRecruiterMutation({
    call: duplicateJob,
    refresh: { keys: [companyKeys.jobs()], after: 'success', wait: false },
  });
