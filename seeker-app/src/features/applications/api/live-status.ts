import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Application } from 'shared-api/contract';
import { openEventStream, type LiveEvent } from 'shared-api/live/event-stream';
import { bearerHeaders, useSeekerAuth } from 'shared-api/seeker-auth';
import { myApplicationsQuery } from 'shared-api/users/list-applications';

/**
 * GET /api/users/events while mounted and signed in: a recruiter's move shows in the cached
 * list at once, without a reload. Gives a sentence about the latest change, for a live region.
 */
export function useLiveApplicationStatus(): string {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const { isSignedIn, userId } = auth;

  const headers = useEffectEvent(() => bearerHeaders(auth));
  const received = useEffectEvent((event: LiveEvent) => {
    const { queryKey } = myApplicationsQuery(auth);
    if (event.kind === 'resync') void queryClient.invalidateQueries({ queryKey });
    if (event.kind !== 'application-status') return;
    const { applicationId, status } = event.data;
    const shown = queryClient.getQueryData(queryKey)?.find((one) => one._id === applicationId);
    // A list on its way may have been read before this change: it is asked again instead.
    if (!shown || queryClient.isFetching({ queryKey }) > 0) {
      void queryClient.invalidateQueries({ queryKey });
    } else {
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((one): Application => (one._id === applicationId ? { ...one, status } : one)),
      );
    }
    if (shown && shown.status !== status) {
      setNote(`Your application for ${shown.jobId.title} is now ${status}.`);
    }
  });

  useEffect(() => {
    if (!isSignedIn) return;
    return openEventStream({
      path: '/api/users/events',
      headers: () => headers(),
      onEvent: (event) => received(event),
    });
  }, [isSignedIn, userId]);
  return note;
}
