import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { myApplicationsQuery } from 'shared-api/users/list-applications';

/** POST /api/users/apply. */
export async function applyForJob(session: SeekerSession, jobId: string): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/apply',
    data: { jobId },
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

/** Applies, then refreshes the person's applications. */
export function useApply() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => applyForJob(auth, jobId),
    meta: { session: 'seeker' },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myApplicationsQuery(auth).queryKey }),
  });
}
