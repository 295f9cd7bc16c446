import { messageResponseSchema, type PostJobBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/** POST /api/company/post-job. */
export async function postJob(token: string | null, body: PostJobBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/post-job',
    data: body,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** Posts a job; the company's list and the public job lists show it at once. */
export const usePostJob = () =>
  useRecruiterMutation({
    call: postJob,
    refresh: { keys: [companyKeys.jobs(), jobKeys.lists()], after: 'success' },
  });
