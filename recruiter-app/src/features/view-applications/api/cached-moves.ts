import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, DecisionStatus } from 'shared-api/contract';
import { applicantKeys } from './applicant-keys';
import type { ApplicantsPage } from './list-applicants';

export interface Move {
  ids: readonly string[];
  status: DecisionStatus;
}
/** What the moved applications were before, to put back if the server refuses. */
export interface MoveContext {
  previous: ReadonlyMap<string, ApplicationStatus>;
}

/** Moves run one at a time, in order: a row's second move waits for the first's answer. */
export const MOVES_SCOPE = { id: 'company-application-moves' };

function setStatuses(queryClient: QueryClient, statuses: ReadonlyMap<string, ApplicationStatus>) {
  queryClient.setQueriesData<ApplicantsPage>({ queryKey: applicantKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          applications: page.applications.map((application) => {
            const status = statuses.get(application._id);
            return status ? { ...application, status } : application;
          }),
        }
      : page,
  );
}

/** Shows the move at once in every cached page (an application may be in several). */
export async function startMove(queryClient: QueryClient, move: Move): Promise<MoveContext> {
  // A page arriving now was read before the move: it would undo what is shown.
  await queryClient.cancelQueries({ queryKey: applicantKeys.lists() });
  const wanted = new Set(move.ids);
  const previous = new Map<string, ApplicationStatus>();
  for (const [, page] of queryClient.getQueriesData<ApplicantsPage>({
    queryKey: applicantKeys.lists(),
  })) {
    for (const { _id, status } of page?.applications ?? []) {
      if (wanted.has(_id) && !previous.has(_id)) previous.set(_id, status);
    }
  }
  setStatuses(queryClient, new Map(move.ids.map((id) => [id, move.status])));
  return { previous };
}

/**
 * Puts a refused move back. A refusal means the server's state differs from the screen's (a
 * colleague moved it), so the page on screen is asked again, but only once no other move waits:
 * its answer would hide that move's optimistic state.
 */
export function undoMove(queryClient: QueryClient, context: MoveContext | undefined) {
  if (context) setStatuses(queryClient, context.previous);
  if (queryClient.isMutating({ mutationKey: applicantKeys.moves() }) <= 1) {
    void queryClient.invalidateQueries({ queryKey: applicantKeys.lists() });
  }
}
