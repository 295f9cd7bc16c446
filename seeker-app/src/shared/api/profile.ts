import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageResponseSchema,
  profileResponseSchema,
  type ProfileBody,
  type ProfileResponse,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { userKeys } from 'shared-api/keys';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { currentUserQuery } from 'shared-api/users/get-user';

export type SeekerProfile = ProfileResponse['profile'];

/**
 * Query keys of a job seeker's profile: the Profile screen edits it, the apply dialog names the
 * resume on file from it. Under the person's own key, so signing out drops it.
 */
export const seekerProfileKeys = {
  all: (userId: string | null) => [...userKeys.of(userId), 'seeker-profile'] as const,
};

/** GET /api/users/profile: the profile, and the resume with its file name (null when none). */
export async function fetchProfile(session: SeekerSession): Promise<SeekerProfile> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/profile',
    headers: await bearerHeaders(session),
  });
  return profileResponseSchema.parse(data).profile;
}

/** POST /api/users/profile: only the fields sent change. */
export async function saveProfile(session: SeekerSession, body: ProfileBody) {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/profile',
    data: body,
    headers: await bearerHeaders(session),
  });
  return profileResponseSchema.parse(data);
}

/** POST /api/users/remove-resume. */
export async function removeResume(session: SeekerSession): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/remove-resume',
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

export const profileQuery = (session: SeekerSession) =>
  queryOptions({
    queryKey: seekerProfileKeys.all(session.userId),
    queryFn: () => fetchProfile(session),
    meta: { session: 'seeker' },
  });

export function useProfile() {
  const auth = useSeekerAuth();
  return useQuery({ ...profileQuery(auth), enabled: auth.isSignedIn });
}

export function useSaveProfile() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => saveProfile(auth, body),
    meta: { session: 'seeker' },
    onSuccess: (saved) => queryClient.setQueryData(profileQuery(auth).queryKey, saved.profile),
  });
}

/** Removes the resume, then refreshes what shows it. */
export function useRemoveResume() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeResume(auth),
    meta: { session: 'seeker' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery(auth).queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQuery(auth).queryKey }),
      ]),
  });
}
