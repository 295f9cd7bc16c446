import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppState } from 'shared-api/app-state';
import { ApiError, request } from 'shared-api/http';
import type { CompanyAuthResponse } from 'shared-api/contract';
import { companyKeys } from 'shared-api/keys';
import type { SessionEnd } from 'shared-api/query-client';

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
 * Ends the company session (the dashboard's Logout): token and company data go at once, and the server is
 * told to refuse the token unless it already has.
 */
export function useCompanyLogout() {
  const { companyToken, setCompanyToken } = useAppState();
  const queryClient = useQueryClient();
  return useCallback(
    ({ tokenRefused = false }: SessionEnd = {}) => {
      if (companyToken && !tokenRefused) {
        // Neither awaited nor a mutation: the person is logged out here whatever the server
        // answers, and the shell would toast a failed mutation they can do nothing about.
        logoutCompany(companyToken).catch(() => undefined);
      }
      setCompanyToken(null);
      queryClient.removeQueries({ queryKey: companyKeys.all });
    },
    [companyToken, queryClient, setCompanyToken],
  );
}
