import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editJobResponseSchema, type EditJobBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';

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
export function useEditJob() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditJobBody) => editJob(companyToken, body),
    meta: { session: 'company' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
