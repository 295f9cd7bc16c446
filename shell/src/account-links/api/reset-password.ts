import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type ResetAccount,
  type ResetPasswordBody,
} from 'shared-api/contract';
import { request } from 'shared-api/http';

const URLS: Record<ResetAccount, string> = {
  company: '/api/company/reset-password',
  seeker: '/api/auth/reset-password',
};

/**
 * POST /api/company/reset-password or /api/auth/reset-password: sets the new password and ends
 * every session of the account; the person signs in again.
 */
export async function resetPassword(
  account: ResetAccount,
  body: ResetPasswordBody,
): Promise<string> {
  const data = await request<unknown>({ method: 'POST', url: URLS[account], data: body });
  return messageResponseSchema.parse(data).message;
}

export function useResetPassword(account: ResetAccount) {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(account, body) });
}
