import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type ChangeStatusBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
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
export function useChangeStatus() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: applicantKeys.moves(),
    scope: MOVES_SCOPE,
    mutationFn: (decision: Decision) => changeStatus(companyToken, decision),
    meta: { session: 'company' },
    onMutate: ({ id, status }) => startMove(queryClient, { ids: [id], status }),
    onError: (_error, _decision, context) => undoMove(queryClient, context),
  });
}
