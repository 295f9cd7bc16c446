import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from 'shared-api/contract';
import { isApiError, request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { myApplicationsQuery } from 'shared-api/users/list-applications';

/** POST /api/users/withdraw: 409 once the application is final, 404 for someone else's, as for a missing one. */
export async function withdrawApplication(session: SeekerSession, id: string): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/users/withdraw',
    data: { id },
    headers: await bearerHeaders(session),
  });
  return messageResponseSchema.parse(data).message;
}

/** Withdraws one application, then marks just that one Withdrawn in the cached list. */
export function useWithdrawApplication() {
  const auth = useSeekerAuth();
  const queryClient = useQueryClient();
  const { queryKey } = myApplicationsQuery(auth);
  return useMutation({
    mutationFn: (id: string) => withdrawApplication(auth, id),
    meta: { session: 'seeker' },
    onSuccess: async (_message, id) => {
      // A refetch that started before the withdrawal would bring back the old stage.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((application) =>
          application._id === id ? { ...application, status: 'Withdrawn' as const } : application,
        ),
      );
    },
    onError: (error) => {
      // 409: the company decided meanwhile, so our row is stale; show the stage it really has.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
