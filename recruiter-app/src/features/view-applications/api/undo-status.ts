import { undoStatusResponseSchema, type UndoStatusBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';
import { applicantKeys } from './applicant-keys';

/** POST /api/company/undo-status: takes back the application's latest move, within seconds. */
export async function undoStatus(token: string | null, body: UndoStatusBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/undo-status',
    data: body,
    headers: companyHeaders(token),
  });
  return undoStatusResponseSchema.parse(data).message;
}

/** Undoes a move; the lists and the trails are asked again, whatever the answer. */
export const useUndoStatus = () =>
  useRecruiterMutation({
    call: undoStatus,
    // A bulk move is undone row by row: the page tells it once.
    toastSuccess: false,
    refresh: { keys: [applicantKeys.lists(), applicantKeys.activities()], after: 'settled' },
  });
