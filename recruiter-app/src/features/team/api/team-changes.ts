import {
  messageResponseSchema,
  type ChangeRoleBody,
  type InviteBody,
  type RemoveMemberBody,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';
import { teamKeys } from './members';

async function post(token: string | null, url: string, body: object): Promise<string> {
  const data = await request<unknown>({
    method: 'POST',
    url,
    data: body,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/** POST /api/company/invite: mails a single-use join link. */
export const invite = (token: string | null, body: InviteBody) =>
  post(token, '/api/company/invite', body);
/** POST /api/company/change-role. */
export const changeRole = (token: string | null, body: ChangeRoleBody) =>
  post(token, '/api/company/change-role', body);
/** POST /api/company/remove-member: also cancels a pending invitation. */
export const removeMember = (token: string | null, body: RemoveMemberBody) =>
  post(token, '/api/company/remove-member', body);

const refresh = { keys: [teamKeys.all()], after: 'settled' as const };

export const useInvite = () => useRecruiterMutation({ call: invite, refresh });
export const useChangeRole = () => useRecruiterMutation({ call: changeRole, refresh });
export const useRemoveMember = () => useRecruiterMutation({ call: removeMember, refresh });
