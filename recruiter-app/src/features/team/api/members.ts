import { queryOptions, useQuery } from '@tanstack/react-query';
import { membersResponseSchema, type TeamMember } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/** GET /api/company/members: the owner first, then members and pending invitations. */
export async function fetchMembers(token: string | null): Promise<TeamMember[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/members',
    headers: companyHeaders(token),
  });
  return membersResponseSchema.parse(data).members;
}

export const teamKeys = {
  all: () => [...companyKeys.all, 'team'] as const,
  members: () => [...teamKeys.all(), 'members'] as const,
};

export const membersQuery = (token: string | null) =>
  queryOptions({
    queryKey: teamKeys.members(),
    queryFn: () => fetchMembers(token),
    meta: { session: 'company' },
  });

export function useMembers() {
  const { companyToken } = useAppState();
  return useQuery({ ...membersQuery(companyToken), enabled: companyToken !== null });
}
