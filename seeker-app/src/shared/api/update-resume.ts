import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { currentUserQuery } from 'shared-api/users/get-user';
import { seekerProfileKeys } from './profile';

/** POST /api/users/update-resume, multipart with the PDF in `resume`. */
export async function updateResume(session: SeekerSession, resume: File): Promise<string> {
  const form = new FormData();
  form.append('resume', resume);
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/update-resume',
    data: form,
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

/** Uploads the resume, then refreshes the user data and the profile that both show it. */
export function useUpdateResume() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: File) => updateResume(auth, resume),
    meta: { session: 'seeker' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery(auth).queryKey }),
        queryClient.invalidateQueries({ queryKey: seekerProfileKeys.all(auth.userId) }),
      ]),
  });
}
