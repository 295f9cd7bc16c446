import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type VerifyEmailBody } from 'shared-api/contract';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { request } from 'shared-api/http';
import { companyKeys, jobKeys } from 'shared-api/keys';

/** POST /api/company/verify-email: no session needed, the link is the proof. */
export async function verifyEmail(body: VerifyEmailBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/verify-email',
    data: body,
  });
  return messageResponseSchema.parse(data).message;
}

/** Verifies; the company's data and the job lists are read again, held jobs being out now. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

/** POST /api/company/resend-verification, for the signed-in company. */
export async function resendVerification(token: string | null): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/resend-verification',
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

export function useResendVerification() {
  const { companyToken } = useAppState();
  return useMutation({
    mutationFn: () => resendVerification(companyToken),
    meta: { session: 'company' },
  });
}
