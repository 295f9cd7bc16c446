import { z } from 'zod';
import { emailField, nameField, passwordField } from './accounts';
import { MEMBER_ROLES, memberRoleSchema } from './team-roles';
import { idSchema } from './schemas';

/** The team calls' bodies and answers (decision 0040). */
export const inviteBodySchema = z.object({ email: emailField, role: memberRoleSchema });
export type InviteBody = z.input<typeof inviteBodySchema>;

export const acceptInviteBodySchema = z.object({
  token: z.string({ error: 'The invitation link is incomplete' }).min(1).max(200),
  name: nameField('Name'),
  password: passwordField,
});
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;

export const teamMemberSchema = z.object({
  _id: z.string(),
  /** Empty while the invitation is pending. */
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(['owner', ...MEMBER_ROLES]),
  /** Epoch milliseconds; the owner's is the company's registration. */
  invitedAt: z.number(),
  /** Null while the invitation is pending. */
  joinedAt: z.number().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const membersResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(teamMemberSchema),
});

const memberId = idSchema;
export const changeRoleBodySchema = z.object({ id: memberId, role: memberRoleSchema });
export type ChangeRoleBody = z.input<typeof changeRoleBodySchema>;
export const removeMemberBodySchema = z.object({ id: memberId });
export type RemoveMemberBody = z.input<typeof removeMemberBodySchema>;

export const INVITE_DAYS = 7;
export const INVITE_EXPIRED = 'This invitation has expired. Ask for a new one.';
export const INVITE_UNKNOWN = 'This invitation link is not valid or was already used.';
export const ROLE_REFUSED = 'Your role in this company does not allow this.';
