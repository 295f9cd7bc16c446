import { useMutation } from '@tanstack/react-query';
import {
  userAuthResponseSchema,
  type SignUpBody,
  type UserAuthResponse,
} from 'shared-api/contract';
import { request } from 'shared-api/http';

/** POST /api/auth/sign-up (the built-in sign-in, when Clerk is not configured). */
export async function signUp(body: SignUpBody): Promise<UserAuthResponse> {
  const data = await request<unknown>({ method: 'POST', url: '/api/auth/sign-up', data: body });
  return userAuthResponseSchema.parse(data);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
