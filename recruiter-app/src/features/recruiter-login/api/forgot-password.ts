import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordBody } from 'shared-api/contract';
import { request } from 'shared-api/http';

/**
 * POST /api/company/forgot-password: mails a reset link when a company has that email; the
 * answer is the same either way.
 */
export async function forgotCompanyPassword(body: ForgotPasswordBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/forgot-password',
    data: body,
  });
  return messageResponseSchema.parse(data).message;
}

export function useForgotCompanyPassword() {
  return useMutation({ mutationFn: forgotCompanyPassword });
}
