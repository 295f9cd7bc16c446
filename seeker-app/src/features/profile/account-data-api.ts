import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  messageResponseSchema,
  profileResponseSchema,
  userExportSchema,
  type DeleteAccountBody,
  type UserExport,
} from 'shared-api/contract';
import { saveJsonFile } from 'shared-api/files/save-json-file';
import { request } from 'shared-api/http';
import { userKeys } from 'shared-api/keys';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';

/** Query keys of the account's own settings, under the person's key so signing out drops them. */
export const accountKeys = {
  all: (userId: string | null) => [...userKeys.of(userId), 'account'] as const,
  signIn: (userId: string | null) => [...accountKeys.all(userId), 'sign-in'] as const,
};

/** GET /api/users/profile, read for whether the account signs in with a password. */
async function fetchPasswordSignIn(session: SeekerSession): Promise<boolean> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/profile',
    headers: await bearerHeaders(session),
  });
  // An older server does not say: asking for the password then is the safe side.
  return profileResponseSchema.parse(data).passwordSignIn ?? true;
}

/** GET /api/users/export: everything the board holds about the person. */
export async function fetchMyData(session: SeekerSession): Promise<UserExport> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/export',
    headers: await bearerHeaders(session),
  });
  return userExportSchema.parse(data);
}

/** POST /api/users/delete-account. */
export async function deleteAccount(session: SeekerSession, body: DeleteAccountBody) {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/delete-account',
    data: body,
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

export const passwordSignInQuery = (session: SeekerSession) =>
  queryOptions({
    queryKey: accountKeys.signIn(session.userId),
    queryFn: () => fetchPasswordSignIn(session),
    meta: { session: 'seeker' },
  });

export function usePasswordSignIn() {
  const auth = useSeekerAuth();
  return useQuery({ ...passwordSignInQuery(auth), enabled: auth.isSignedIn });
}

/** Fetches the export with the session and hands it to the browser as a file. */
export function useDownloadMyData() {
  const auth = useSeekerAuth();
  return useMutation({
    mutationFn: async () => saveJsonFile(await fetchMyData(auth), 'job-board-data.json'),
    meta: { session: 'seeker' },
  });
}

export function useDeleteAccount() {
  const auth = useSeekerAuth();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => deleteAccount(auth, body),
    meta: { session: 'seeker' },
  });
}
