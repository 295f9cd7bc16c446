import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppState } from 'shared-api/app-state';
import { ApiError, request } from 'shared-api/http';
import type { CompanyAuthResponse } from 'shared-api/contract';
import { companyKeys } from 'shared-api/keys';
import type { SessionEnd } from 'shared-api/query-client';
import { pageSingleton } from '../state/page-singleton';

/** The query clients (one a page) whose company session the person's own Logout ended. */
const loggedOut = pageSingleton('company-logged-out', () => new WeakSet<QueryClient>());

/**
 * True from a recruiter's Logout until the next company sign-in. A screen that rendered with
 * the old token before its removal reached it may still be asking for company data; once the
 * server has revoked the token that call fails 401, which is the Logout, not an expired session.
 */
export function companyLoggedOut(queryClient: QueryClient): boolean {
  return loggedOut.has(queryClient);
}

/** The recruiter's `token` header; without a token the call fails like the server would. */
export function companyHeaders(token: string | null): Record<string, string> {
  if (!token) throw new ApiError('Recruiter login required', 401);
  return { token };
}

/** Stores a new company session: nothing cached for a previous company survives it. */
export function useCompanySignedIn() {
  const { setCompanyToken } = useAppState();
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, company }: CompanyAuthResponse) => {
      loggedOut.delete(queryClient);
      queryClient.removeQueries({ queryKey: companyKeys.all });
      queryClient.setQueryData(companyKeys.profile(), company);
      setCompanyToken(token);
    },
    [queryClient, setCompanyToken],
  );
}

/** POST /api/company/logout: the server refuses the token from then on. */
export async function logoutCompany(token: string): Promise<void> {
  await request<unknown>({
    method: 'POST',
    url: '/api/company/logout',
    headers: companyHeaders(token),
  });
}

/**
 * Ends the company session. The page's part comes first: the token is forgotten and the
 * company's data dropped; then the server is told to refuse the token, unless it already does.
 * Nothing may render with the old token after this: it would ask again for the dropped data with
 * a token the server may have revoked by then. A Logout that leaves the company's screens calls
 * it in the same transition as the move, as the dashboard's does.
 */
export function useCompanyLogout() {
  const { companyToken, setCompanyToken } = useAppState();
  const queryClient = useQueryClient();
  return useCallback(
    ({ tokenRefused = false }: SessionEnd = {}) => {
      setCompanyToken(null);
      // Removal cancels a fetch under way too, silently: no retry with the token, and no
      // re-render of a screen still showing (cancelQueries would wake it to fetch again).
      queryClient.removeQueries({ queryKey: companyKeys.all });
      if (companyToken && !tokenRefused) {
        loggedOut.add(queryClient);
        // Neither awaited nor a mutation: the person is logged out here whatever the server
        // answers, and the shell would toast a failed mutation they can do nothing about.
        logoutCompany(companyToken).catch(() => undefined);
      }
    },
    [companyToken, queryClient, setCompanyToken],
  );
}
