import { queryOptions, useQuery } from '@tanstack/react-query';
import { userResponseSchema, type User } from '../contract/accounts';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { userKeys } from 'shared-api/keys';

// The resume comes as a signed URL that expires after 15 minutes: fetch a fresh one before.
const SIGNED_URL_REFRESH_MS = 10 * 60_000;

/** GET /api/users/user. */
export async function fetchCurrentUser(session: SeekerSession): Promise<User> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/user',
    headers: await bearerHeaders(session),
  });
  return userResponseSchema.parse(data).user;
}

export const currentUserQuery = (session: SeekerSession) =>
  queryOptions({
    queryKey: userKeys.profile(session.userId),
    queryFn: () => fetchCurrentUser(session),
    refetchInterval: SIGNED_URL_REFRESH_MS,
    meta: { session: 'seeker' },
  });

export function useCurrentUser() {
  const auth = useSeekerAuth();
  return useQuery({ ...currentUserQuery(auth), enabled: auth.isSignedIn });
}
