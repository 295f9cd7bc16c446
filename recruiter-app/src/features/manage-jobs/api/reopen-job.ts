import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type ReopenJobBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys, jobKeys } from 'shared-api/keys';

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
export function useReopenJob() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReopenJobBody) => reopenJob(companyToken, body),
    meta: { session: 'company' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
