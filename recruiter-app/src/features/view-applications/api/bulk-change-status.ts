import {
  bulkChangeStatusResponseSchema,
  type BulkChangeStatusBody,
  type BulkChangeStatusResponse,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';
import { applicantKeys } from './applicant-keys';
import { MOVES_SCOPE, startMove, undoMove } from './cached-moves';

/** A bulk move; with `skipIneligible`, `movable` are the ones shown moved before the answer. */
export type BulkMove = BulkChangeStatusBody & { movable?: string[] };

/**
 * POST /api/company/bulk-change-status: moves up to BULK_MAX applications, all or none; with
 * `skipIneligible`, those that can, naming the others in `skipped`.
 */
export async function bulkChangeStatus(
  token: string | null,
  { movable: _movable, ...body }: BulkMove,
): Promise<Pick<BulkChangeStatusResponse, 'message' | 'skipped'>> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/bulk-change-status',
    data: body,
    headers: companyHeaders(token),
  });
  const { message, skipped } = bulkChangeStatusResponseSchema.parse(data);
  return skipped ? { message, skipped } : { message };
}

/** Moves the selected applications: shown at once, all put back if the server refuses any. */
export const useBulkChangeStatus = () =>
  useRecruiterMutation({
    call: bulkChangeStatus,
    mutationKey: applicantKeys.moves(),
    scope: MOVES_SCOPE,
    // The page's toast offers Undo.
    toastSuccess: false,
    // The panel's trail says who made the move.
    refresh: { keys: [applicantKeys.activities()], after: 'settled', wait: false },
    optimistic: {
      show: (queryClient, { ids, movable, status }: BulkMove) =>
        startMove(queryClient, { ids: movable ?? ids, status }),
      undo: undoMove,
    },
  });
