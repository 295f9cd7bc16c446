import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAlertSavedResponseSchema, type JobAlertBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { jobAlertKeys } from '../../../shared/job-alert-keys';

/** POST /api/users/alerts: the search saved (201), or the same one already kept (200). */
export async function saveJobAlert(session: SeekerSession, search: JobAlertBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/alerts',
    data: search,
    headers: await bearerHeaders(session),
  });
  return jobAlertSavedResponseSchema.parse(data).message;
}

/** Saves the search as a job alert; Applied Jobs then lists it. */
export function useSaveJobAlert() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: JobAlertBody) => saveJobAlert(auth, search),
    meta: { session: 'seeker' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.all(auth.userId) }),
  });
}
