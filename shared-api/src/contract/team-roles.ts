import { z } from 'zod';

/**
 * Hiring teams (decision 0040): the company account is the owner; the people it invites have a
 * role. Calls and fields beside the spec's: the spec's clients never see them.
 */
export const MEMBER_ROLES = ['admin', 'recruiter', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type TeamRole = 'owner' | MemberRole;
export const memberRoleSchema = z.enum(MEMBER_ROLES, {
  error: 'Choose a role: admin, recruiter or viewer',
});

/** Who is signed in: the owner (the company's id and name) or a member. */
export const signedInMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(['owner', ...MEMBER_ROLES]),
});
export type SignedInMember = z.infer<typeof signedInMemberSchema>;
