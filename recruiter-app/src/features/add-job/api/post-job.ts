import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type PostJobBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { jobKeys } from 'shared-api/keys';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

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
export function usePostJob() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostJobBody) => postJob(companyToken, body),
    meta: { session: 'company' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
      ]),
  });
}
