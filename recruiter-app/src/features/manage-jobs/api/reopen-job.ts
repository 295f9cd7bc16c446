import { messageResponseSchema, type ReopenJobBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/**
 * POST /api/company/reopen-job. Without `closesAt` the server decides: a closed job keeps its
 * date while that is ahead, an expired one gets its default run again.
 */
export async function reopenJob(token: string | null, body: ReopenJobBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/reopen-job',
    data: body,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** Reopens a job, then refetches the company's jobs and every public job query. */
export const useReopenJob = () =>
  useRecruiterMutation({
    call: reopenJob,
    refresh: { keys: [companyKeys.jobs(), jobKeys.all], after: 'settled' },
  });
