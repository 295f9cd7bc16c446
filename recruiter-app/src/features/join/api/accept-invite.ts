import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyAuthResponseSchema,
  type AcceptInviteBody,
  type CompanyAuthResponse,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useCompanySignedIn } from 'shared-api/company/session';
import { memberKeys } from '../../../shared/api/signed-in-member';

/** POST /api/company/accept-invite: answers as the recruiter login does. */
export async function acceptInvite(body: AcceptInviteBody): Promise<CompanyAuthResponse> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/accept-invite',
    data: body,
  });
  return companyAuthResponseSchema.parse(data);
}

/** Joins the team; on success the session is stored exactly as a recruiter login stores it. */
export function useAcceptInvite() {
  const signedIn = useCompanySignedIn();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (answer) => {
      signedIn(answer);
      if (answer.member) queryClient.setQueryData(memberKeys.signedIn(), answer.member);
    },
  });
}
