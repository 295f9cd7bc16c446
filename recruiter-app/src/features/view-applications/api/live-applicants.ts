import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { isLaterStage, type ApplicationStatus } from 'shared-api/contract';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { openEventStream, type LiveEvent } from 'shared-api/live/event-stream';
import { applicantKeys } from './applicant-keys';
import type { ApplicantsPage } from './list-applicants';

/**
 * Runs `task` once no move is waiting for its answer: a list read while a move is under way
 * could show the row as it was before it, over the move shown optimistically.
 */
function whenMovesSettle(queryClient: QueryClient, task: () => void) {
  const moving = () => queryClient.isMutating({ mutationKey: applicantKeys.moves() }) > 0;
  if (!moving()) return task();
  const stop = queryClient.getMutationCache().subscribe(() => {
    if (moving()) return;
    stop();
    task();
  });
}

/**
 * Whether a page shows the application past `status`: the event is a late echo of an earlier
 * move, or a move taken back (a colleague's Undo). Only the server can tell which.
 */
function isBehindPage(queryClient: QueryClient, id: string, status: ApplicationStatus) {
  return queryClient
    .getQueriesData<ApplicantsPage>({ queryKey: applicantKeys.lists() })
    .some(([, page]) =>
      page?.applications.some(
        (one) => one._id === id && one.status !== status && !isLaterStage(one.status, status),
      ),
    );
}

/** Shows a stage reached elsewhere (a colleague, a withdrawal) in every cached page. */
function showStage(queryClient: QueryClient, id: string, status: ApplicationStatus) {
  queryClient.setQueriesData<ApplicantsPage>({ queryKey: applicantKeys.lists() }, (page) =>
    page?.applications.some((one) => one._id === id && isLaterStage(one.status, status))
      ? {
          ...page,
          applications: page.applications.map((one) => (one._id === id ? { ...one, status } : one)),
        }
      : page,
  );
}

/**
 * GET /api/company/events while View Applications is open: a new applicant appears (the pages
 * are asked again) and stages moved elsewhere show. Gives a sentence for a live region.
 */
export function useLiveApplicants(): string {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const lists = { queryKey: applicantKeys.lists() };
  const moves = () =>
    queryClient.getMutationCache().findAll({ mutationKey: applicantKeys.moves() });
  /** Reads the pages once no move awaits its answer; gives the moves known when it began. */
  const readOnce = () =>
    new Promise<Set<unknown>>((resolve) =>
      whenMovesSettle(queryClient, () => {
        const before = new Set<unknown>(moves());
        void queryClient.invalidateQueries(lists).then(() => resolve(before));
      }),
    );
  // A move made during the read cancels it (cached-moves) and nothing else would ask again: the
  // page would keep what the read was for. It is read again after such a move.
  const refresh = async () => {
    for (let tries = 0; tries < 3; tries += 1) {
      const before = await readOnce();
      if (moves().every((move) => before.has(move))) return;
    }
  };

  const received = useEffectEvent(async (event: LiveEvent) => {
    if (event.kind === 'application-status') {
      const { applicationId, status } = event.data;
      // Never shown as is: an older stage could be an echo. The pages are asked instead.
      const behind = isBehindPage(queryClient, applicationId, status);
      showStage(queryClient, applicationId, status);
      // A page on its way may have been read before this move: it is asked again.
      if (behind || queryClient.isFetching(lists) > 0) await refresh();
    } else if (event.kind === 'resync') {
      await refresh();
    } else if (event.kind === 'new-application') {
      await refresh();
      const { applicationId } = event.data;
      const found = queryClient
        .getQueriesData<ApplicantsPage>(lists)
        .flatMap(([, page]) => page?.applications ?? [])
        .find((one) => one._id === applicationId);
      setNote(
        found
          ? `New applicant: ${found.userId.name} for ${found.jobId.title}`
          : 'New applicant for one of your jobs',
      );
    }
  });

  useEffect(() => {
    if (!companyToken) return;
    return openEventStream({
      path: '/api/company/events',
      headers: async () => companyHeaders(companyToken),
      onEvent: (event) => void received(event),
    });
  }, [companyToken]);
  return note;
}
