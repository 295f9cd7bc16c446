import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobAlertsResponseSchema, messageResponseSchema, type JobAlert } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { jobAlertKeys } from '../../../shared/job-alert-keys';

/** GET /api/users/alerts: newest first. */
export async function fetchJobAlerts(session: SeekerSession): Promise<JobAlert[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/alerts',
    headers: await bearerHeaders(session),
  });
  return jobAlertsResponseSchema.parse(data).alerts;
}

/** DELETE /api/users/alerts/:id: 404 for an alert that is not (or no longer) one's own. */
export async function deleteJobAlert(session: SeekerSession, id: string): Promise<string> {
  const data = await request<unknown>({
    method: 'DELETE',
    url: `/api/users/alerts/${encodeURIComponent(id)}`,
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

export const jobAlertsQuery = (session: SeekerSession) =>
  queryOptions({
    queryKey: jobAlertKeys.list(session.userId),
    queryFn: () => fetchJobAlerts(session),
    meta: { session: 'seeker' },
  });

export function useJobAlerts() {
  const auth = useSeekerAuth();
  return useQuery({ ...jobAlertsQuery(auth), enabled: auth.isSignedIn });
}

/**
 * Deletes one alert: it leaves the cached list at once, and the list is asked again either way
 * (a 404 means it was gone already).
 */
export function useDeleteJobAlert() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  const { queryKey } = jobAlertsQuery(auth);
  return useMutation({
    mutationFn: (id: string) => deleteJobAlert(auth, id),
    meta: { session: 'seeker' },
    onSuccess: async (_message, id) => {
      // A refetch that started before the delete would bring the alert back.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) => list?.filter((alert) => alert._id !== id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.all(auth.userId) }),
  });
}
