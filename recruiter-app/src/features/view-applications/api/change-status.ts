import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type ChangeStatusBody } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

export type Decision = ChangeStatusBody;

/** POST /api/company/change-status: accepts or rejects an application. */
export async function changeStatus(token: string | null, decision: Decision): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/change-status',
    data: decision,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** Decides, then refetches the applicant list. */
export function useChangeStatus() {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => changeStatus(companyToken, decision),
    meta: { session: 'company' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.applicants() }),
  });
}
