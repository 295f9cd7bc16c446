import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyResponseSchema, type Company } from '../contract/accounts';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/** GET /api/company/company. */
export async function fetchCompany(token: string | null): Promise<Company> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/company',
    headers: companyHeaders(token),
  });
  return companyResponseSchema.parse(data).company;
}

export const companyQuery = (token: string | null) =>
  queryOptions({
    queryKey: companyKeys.profile(),
    queryFn: () => fetchCompany(token),
    meta: { session: 'company' },
  });

/** The signed-in company's data; idle without a company token. */
export function useCompany() {
  const { companyToken } = useAppState();
  return useQuery({ ...companyQuery(companyToken), enabled: companyToken !== null });
}
