import { useMutation } from '@tanstack/react-query';
import {
  userAuthResponseSchema,
  type SignInBody,
  type UserAuthResponse,
} from 'shared-api/contract';
import { request } from 'shared-api/http';

/** POST /api/auth/sign-in (the built-in sign-in, when Clerk is not configured). */
export async function signIn(body: SignInBody): Promise<UserAuthResponse> {
  const data = await request<unknown>({ method: 'POST', url: '/api/auth/sign-in', data: body });
  return userAuthResponseSchema.parse(data);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
