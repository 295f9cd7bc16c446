import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordBody } from 'shared-api/contract';
import { request } from 'shared-api/http';

/**
 * POST /api/auth/forgot-password: mails a reset link when a built-in account has that email;
 * the answer is the same either way.
 */
export async function forgotSeekerPassword(body: ForgotPasswordBody): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/auth/forgot-password',
    data: body,
  });
  return messageResponseSchema.parse(data).message;
}

export function useForgotSeekerPassword() {
  return useMutation({ mutationFn: forgotSeekerPassword });
}
