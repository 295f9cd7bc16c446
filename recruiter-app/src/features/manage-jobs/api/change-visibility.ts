import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type RecruiterJob } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { jobKeys } from 'shared-api/keys';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/** POST /api/company/change-visibility: shows a hidden job or hides a shown one. */
export async function changeVisibility(token: string | null, id: string): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/change-visibility',
    data: { id },
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/**
 * Toggles, then refetches the company's jobs and the public job pages. The box
 * flips at once and flips back if the server refuses.
 */
export function useChangeVisibility() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => changeVisibility(companyToken, id),
    meta: { session: 'company' },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: companyKeys.jobs() });
      const previous = queryClient.getQueryData<RecruiterJob[]>(companyKeys.jobs());
      queryClient.setQueryData<RecruiterJob[]>(companyKeys.jobs(), (jobs) =>
        jobs?.map((job) => (job._id === id ? { ...job, visible: !job.visible } : job)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(companyKeys.jobs(), context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
