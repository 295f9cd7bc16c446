import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newJobResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

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
export function useDuplicateJob() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => duplicateJob(companyToken, id),
    meta: { session: 'company' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.jobs() });
    },
  });
}
