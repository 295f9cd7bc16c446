import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';

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
export function useCloseJob() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => closeJob(companyToken, id),
    meta: { session: 'company' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
