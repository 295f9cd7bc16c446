import { messageResponseSchema, type ChangeStatusBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';
import { applicantKeys } from './applicant-keys';
import { MOVES_SCOPE, startMove, undoMove } from './cached-moves';

export type Decision = ChangeStatusBody;

/** POST /api/company/change-status: moves one application on (409 when the pipeline forbids it). */
export async function changeStatus(token: string | null, decision: Decision): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/change-status',
    data: decision,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** Moves one application: shown at once, put back if refused; no list is asked again on success. */
export const useChangeStatus = () =>
  useRecruiterMutation({
    call: changeStatus,
    mutationKey: applicantKeys.moves(),
    scope: MOVES_SCOPE,
    // The page's toast offers Undo.
    toastSuccess: false,
    // The panel's trail says who made the move.
    refresh: { keys: [applicantKeys.activities()], after: 'settled', wait: false },
    optimistic: {
      show: (queryClient, { id, status }: Decision) =>
        startMove(queryClient, { ids: [id], status }),
      undo: undoMove,
    },
  });
