import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { companyLoggedOut, useCompanyLogout } from 'shared-api/company/session';
import { isApiError } from 'shared-api/http';
import type { AppQueryMeta } from 'shared-api/query-client';
import { useSeekerAuth } from 'shared-api/seeker-auth';

/**
 * One place for every failed call of the shell and both remotes (docs/product.md, Rules): its message
 * becomes an error toast, and a 401 on a session's call ends that session, so an expired token
 * is dropped once instead of failing every call after it.
 */
export function QueryErrorWatcher() {
  const queryClient = useQueryClient();
  const { signOut } = useSeekerAuth();
  const companyLogout = useCompanyLogout();
  const endSession = useRef({ signOut, companyLogout });
  useEffect(() => {
    endSession.current = { signOut, companyLogout };
  }, [signOut, companyLogout]);

  useEffect(() => {
    const report = (error: unknown, meta: AppQueryMeta | undefined) => {
      if (error instanceof CancelledError) return;
      const refused = isApiError(error) && error.status === 401;
      // The recruiter's own Logout revoked the token a late call still carried: nothing expired.
      if (refused && meta?.session === 'company' && companyLoggedOut(queryClient)) return;
      const message = error instanceof Error ? error.message : 'Something went wrong';
      toast.error(message, { toastId: message });
      if (!refused) return;
      if (meta?.session === 'company') endSession.current.companyLogout({ tokenRefused: true });
      if (meta?.session === 'seeker') void endSession.current.signOut({ tokenRefused: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        report(event.action.error, event.query.meta);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        report(event.action.error, event.mutation.meta);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return null;
}
