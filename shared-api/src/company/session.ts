import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppState } from 'shared-api/app-state';
import type { CompanyAuthResponse } from '../contract/accounts';
import { companyKeys } from './keys';

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

/** Ends the company session: token and company data go (spec: Logout). */
export function useCompanyLogout() {
  const { setCompanyToken } = useAppState();
  const queryClient = useQueryClient();
  return useCallback(() => {
    setCompanyToken(null);
    queryClient.removeQueries({ queryKey: companyKeys.all });
  }, [queryClient, setCompanyToken]);
}
