import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type ApplyBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { myApplicationsQuery } from 'shared-api/users/list-applications';

/** POST /api/users/apply: the job, its screening answers and an optional cover letter. */
export async function applyForJob(session: SeekerSession, body: ApplyBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/apply',
    data: body,
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

/** Applies, then refreshes the person's applications. */
export function useApply() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => applyForJob(auth, body),
    meta: { session: 'seeker' },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myApplicationsQuery(auth).queryKey }),
  });
}
