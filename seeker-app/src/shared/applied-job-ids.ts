import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { myApplicationsQuery } from 'shared-api/users/list-applications';

const none: ReadonlySet<string> = new Set();

/**
 * The ids of the jobs the signed-in seeker applied to, as far as the query cache knows them:
 * empty while signed out or before they are known. Read from the cache alone, never asked for
 * (`enabled: false`): the shell asks once a seeker is signed in, and the job page and Applied
 * Jobs keep them fresh, so a list of cards adds no request.
 */
export function useAppliedJobIds(): ReadonlySet<string> {
  const auth = useSeekerAuth();
  const { data } = useQuery({ ...myApplicationsQuery(auth), enabled: false });
  return useMemo(
    () => (auth.isSignedIn && data ? new Set(data.map((a) => a.jobId._id)) : none),
    [auth.isSignedIn, data],
  );
}
