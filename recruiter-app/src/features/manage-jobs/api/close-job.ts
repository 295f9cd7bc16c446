import { messageResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/** POST /api/company/close-job: the job leaves the lists and takes no more applications. */
export async function closeJob(token: string | null, id: string): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/close-job',
    data: { id },
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** Closes a job, then refetches the company's jobs and every public job query. */
export const useCloseJob = () =>
  useRecruiterMutation({
    call: closeJob,
    refresh: { keys: [companyKeys.jobs(), jobKeys.all], after: 'settled' },
  });
