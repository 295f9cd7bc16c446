import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyResponseSchema, type SignedInMember, type TeamRole } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/**
 * Who is signed in: the company data route's optional `member` (decision 0040). A server
 * without teams does not send it: the company account is then its owner.
 */
export async function fetchSignedInMember(token: string | null): Promise<SignedInMember> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/company',
    headers: companyHeaders(token),
  });
  const { company, member } = companyResponseSchema.parse(data);
  return member ?? { _id: company._id, name: company.name, role: 'owner' };
}

export const memberKeys = { signedIn: () => [...companyKeys.all, 'member'] as const };

export const signedInMemberQuery = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.signedIn(),
    queryFn: () => fetchSignedInMember(token),
    meta: { session: 'company' },
  });

export function useSignedInMember() {
  const { companyToken } = useAppState();
  return useQuery({ ...signedInMemberQuery(companyToken), enabled: companyToken !== null });
}

/** What the screens offer each role; the server checks the same on every call. */
export const mayChange = (role: TeamRole | undefined) => role !== undefined && role !== 'viewer';
/**
 * Whether the signed-in member may change things. Until the member has loaded the screens offer
 * what an owner sees (a company account without teams is its owner); the server still refuses a
 * viewer's change with 403.
 */
export const useMayChange = () => mayChange(useSignedInMember().data?.role ?? 'owner');
export const mayManageTeam = (role: TeamRole | undefined) => role === 'owner' || role === 'admin';

export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  recruiter: 'Recruiter',
  viewer: 'Viewer',
};
