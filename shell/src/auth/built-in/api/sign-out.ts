import { request } from 'shared-api/http';

/** POST /api/auth/sign-out (built-in sign-in only): the server refuses the token from then on. */
export async function signOutSeeker(token: string): Promise<void> {
  await request<unknown>({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { Authorization: `Bearer ${token}` },
  });
}
