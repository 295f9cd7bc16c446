import { messageResponseSchema, type BulkChangeStatusBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';
import { applicantKeys } from './applicant-keys';
import { MOVES_SCOPE, startMove, undoMove } from './cached-moves';

/** POST /api/company/bulk-change-status: moves up to BULK_MAX applications, all or none. */
export async function bulkChangeStatus(
  token: string | null,
  body: BulkChangeStatusBody,
): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/bulk-change-status',
    data: body,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** Moves the selected applications: shown at once, all put back if the server refuses any. */
export const useBulkChangeStatus = () =>
  useRecruiterMutation({
    call: bulkChangeStatus,
    mutationKey: applicantKeys.moves(),
    scope: MOVES_SCOPE,
    optimistic: { show: startMove, undo: undoMove },
  });
