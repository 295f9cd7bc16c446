import { editJobResponseSchema, type EditJobBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/** POST /api/company/edit-job: changes the fields sent, and answers with the job as it now is. */
export async function editJob(token: string | null, body: EditJobBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/edit-job',
    data: body,
    headers: companyHeaders(token),
  });
  return editJobResponseSchema.parse(data).message;
}

/** Saves a job; the company's list, the public lists and the job's own page show it at once. */
export const useEditJob = () =>
  useRecruiterMutation({
    call: editJob,
    refresh: { keys: [companyKeys.jobs(), jobKeys.all], after: 'success' },
  });
