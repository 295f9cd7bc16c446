import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, savedJobsResponseSchema, type SavedJob } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { userKeys } from 'shared-api/keys';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';

/**
 * Query keys of a job seeker's saved jobs: the cards and the job's page show whether each is
 * saved, Saved Jobs lists them. Under the person's own key, so signing out drops them with the
 * rest of their data.
 */
export const savedJobKeys = {
  all: (userId: string | null) => [...userKeys.of(userId), 'saved-jobs'] as const,
  list: (userId: string | null) => [...savedJobKeys.all(userId), 'list'] as const,
};

/** GET /api/users/saved-jobs: newest saved first, closed ones too. */
export async function fetchSavedJobs(session: SeekerSession): Promise<SavedJob[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/saved-jobs',
    headers: await bearerHeaders(session),
  });
  return savedJobsResponseSchema.parse(data).jobs;
}

/** POST /api/users/save-job or /api/users/unsave-job: both answer the same however often sent. */
export async function setJobSaved(
  session: SeekerSession,
  { jobId, saved }: { jobId: string; saved: boolean },
): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: saved ? '/api/users/save-job' : '/api/users/unsave-job',
    data: { jobId },
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

export const savedJobsQuery = (session: SeekerSession) =>
  queryOptions({
    queryKey: savedJobKeys.list(session.userId),
    queryFn: () => fetchSavedJobs(session),
    meta: { session: 'seeker' },
  });

export function useSavedJobs() {
  const auth = useSeekerAuth();
  return useQuery({ ...savedJobsQuery(auth), enabled: auth.isSignedIn });
}

/** Whether one job is saved: from the one cached list every card and page shares. */
export function useIsJobSaved(jobId: string): boolean {
  const auth = useSeekerAuth();
  const { data } = useQuery({
    ...savedJobsQuery(auth),
    enabled: auth.isSignedIn,
    select: (jobs) => jobs.some((job) => job._id === jobId),
  });
  return data ?? false;
}

/**
 * Saves or unsaves one job, then asks for the list again. The mutation stays pending until the
 * list has come back, so a toggle shows what it was asked for throughout and never flickers back.
 */
export function useSetJobSaved() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { jobId: string; saved: boolean }) => setJobSaved(auth, change),
    meta: { session: 'seeker' },
    onSettled: async () => {
      const queryKey = savedJobKeys.all(auth.userId);
      // A first read still under way when the change was made would be joined, not asked
      // again, and answer the list from before it (a save right after signing in): it goes.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
