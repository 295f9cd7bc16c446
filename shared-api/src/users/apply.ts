import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../contract/accounts';
import { request } from 'shared-api/http';
import { useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { myApplicationsQuery } from './list-applications';
import { bearerHeaders } from './session-token';

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

/** Applies, then refreshes the person's applications (spec section 4). */
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
