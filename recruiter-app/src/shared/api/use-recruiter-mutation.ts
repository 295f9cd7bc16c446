import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useAppState } from 'shared-api/app-state';

/** What a company call answers: the server's sentence, alone or beside what it made. */
export type CompanyAnswer = string | { message: string };

export interface RecruiterMutation<TVariables, TData extends CompanyAnswer, TContext> {
  /** The call, with the company's token. */
  call: (token: string | null, variables: TVariables) => Promise<TData>;
  /**
   * Query keys (a factory's, so each covers what sits under it) asked again once the server
   * answered: after a success, or after any answer when a refusal may mean the screen is stale.
   * `wait: false` lets the toast and the caller's next step go on without waiting for them.
   */
  refresh?: { keys: readonly QueryKey[]; after: 'success' | 'settled'; wait?: boolean };
  /**
   * Shown before the server answers: `show` changes the cache and returns what `undo` needs
   * to put it back if the server refuses.
   */
  optimistic?: {
    show: (queryClient: QueryClient, variables: TVariables) => Promise<TContext> | TContext;
    undo: (queryClient: QueryClient, context: TContext | undefined, variables: TVariables) => void;
  };
  /** Writes the answer into the cache, where asking again would cost a whole list. */
  store?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
  /** false where the screen itself already shows the change (a switch). */
  toastSuccess?: boolean;
  /** For mutations others wait on (`isMutating`) or that must run one at a time. */
  mutationKey?: MutationKey;
  scope?: { id: string };
}

const messageOf = (answer: CompanyAnswer) => (typeof answer === 'string' ? answer : answer.message);

/**
 * One company mutation: the call with the company's token, its cache work and a toast with the
 * server's sentence. The toasts live here, not in the caller's per-call callbacks, because
 * those run for the latest call only and not once its screen is gone: every answer is told.
 */
export function useRecruiterMutation<TVariables, TData extends CompanyAnswer, TContext = void>({
  call,
  refresh,
  optimistic,
  store,
  toastSuccess = true,
  mutationKey,
  scope,
}: RecruiterMutation<TVariables, TData, TContext>) {
  const { companyToken } = useAppState();
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(
      (refresh?.keys ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  // Awaited, the callbacks below hold the toast and the caller's callbacks until the screen
  // shows the change (a closed job's row says Closed when 'Job closed' appears).
  const refreshAfter = async (when: 'success' | 'settled') => {
    if (refresh?.after !== when) return;
    if (refresh.wait === false) void refetch();
    else await refetch();
  };

  return useMutation<TData, Error, TVariables, TContext>({
    mutationKey,
    scope,
    mutationFn: (variables) => call(companyToken, variables),
    meta: { session: 'company' },
    onMutate: optimistic && ((variables) => optimistic.show(queryClient, variables)),
    onError: (_error, variables, context) => optimistic?.undo(queryClient, context, variables),
    onSuccess: async (data, variables) => {
      store?.(queryClient, data, variables);
      await refreshAfter('success');
    },
    onSettled: async (data, error) => {
      await refreshAfter('settled');
      if (error) {
        // The shell toasts every failed call too: one id shows it once.
        toast.error(error.message, { toastId: error.message });
      } else if (data !== undefined && toastSuccess) {
        toast.success(messageOf(data));
      }
    },
  });
}
