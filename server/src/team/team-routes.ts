import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteBodySchema,
  changeRoleBodySchema,
  companyAuthResponseSchema,
  DAY_MS,
  INVITE_DAYS,
  INVITE_EXPIRED,
  INVITE_UNKNOWN,
  inviteBodySchema,
  membersResponseSchema,
  messageResponseSchema,
  removeMemberBodySchema,
} from 'shared-api/contract';
import type { AppConfig } from '../platform/config';
import { errorResponses } from '../platform/route-schemas';
import { configuredSiteOrigin } from '../pages/site-urls';
import { companyOf } from '../accounts/require-token';
import { holdCompany } from '../accounts/live-accounts';
import { findCompany, toCompany } from '../accounts/account-queries';
import { tokenHash } from '../accounts/revoked-token-queries';
import { hashPassword } from '../accounts/passwords';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../platform/http-error';
import { isUniqueViolation } from '../platform/database-errors';
import { lockEmail } from '../accounts/email-lock-queries';
import {
  deleteMember,
  emailOwner,
  findInvitation,
  findMember,
  joinMember,
  listMembers,
  saveInvitation,
  setMemberRole,
} from './member-queries';
import { inviteMail, joinLink } from './team-mail';

const INVITE_MS = INVITE_DAYS * DAY_MS;
const EMAIL_IN_USE = 'This email already belongs to a company account or a team member';
const OWNER_FIXED = 'The owner of the company cannot be removed or given another role';
const NO_SUCH_MEMBER = 'No such member or invitation in your company';
const UNVERIFIED =
  "Your team can be invited once you follow the link we mailed to verify your company's email address.";
const admin = { minRole: 'admin' as const };

/** Hiring teams (decision 0040): invitations, members and their roles. */
export const teamRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const origin = configuredSiteOrigin(config);

  app.post(
    '/api/company/invite',
    {
      config: { ...admin, ...app.inviteRateLimit },
      schema: {
        body: inviteBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { email, role } = request.body;
      const company = await findCompany(app.db, companyId);
      if (!company) throw unauthorized('Recruiter login required');
      // Under REQUIRE_EMAIL_VERIFICATION an unverified company mails nobody in its name.
      if (app.emailVerification.required && !company.emailVerifiedAt) throw conflict(UNVERIFIED);
      const token = randomBytes(32).toString('base64url');
      await app.db
        .transaction(async (tx) => {
          await holdCompany(tx, companyId);
          await lockEmail(tx, email);
          const owner = await emailOwner(tx, email);
          // A pending invitation of this company is replaced: its old link stops working.
          const pendingHere =
            owner?.kind === 'member' && owner.companyId === companyId && !owner.joined;
          if (owner && !pendingHere) throw conflict(EMAIL_IN_USE);
          const expiresAt = new Date(Date.now() + INVITE_MS);
          const saved = await saveInvitation(tx, {
            companyId,
            email,
            role,
            hash: tokenHash(token),
            expiresAt,
          });
          // Another company's invitation or a join got in first: no link to a token never kept.
          if (!saved) throw conflict(EMAIL_IN_USE);
          const invite = inviteMail(email, company.name, role, joinLink(origin, token));
          // The invited person is its recipient; the company is the one it names.
          await app.mail.queue(invite, tx, { concerns: [`company:${companyId}`] });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
          throw error;
        });
      return { success: true as const, message: `Invitation sent to ${email}` };
    },
  );

  app.post(
    '/api/company/accept-invite',
    {
      config: { ...app.signInRateLimit, public: true },
      schema: {
        body: acceptInviteBodySchema,
        response: { 200: companyAuthResponseSchema, ...errorResponses(400, 410, 429) },
      },
    },
    async (request) => {
      const { token, name, password } = request.body;
      const passwordHash = await hashPassword(password);
      const member = await app.db.transaction(async (tx) => {
        const invitation = await findInvitation(tx, tokenHash(token));
        if (!invitation) throw badRequest(INVITE_UNKNOWN);
        const expiresAt = invitation.inviteExpiresAt?.getTime() ?? 0;
        if (expiresAt <= Date.now()) throw new HttpError(410, INVITE_EXPIRED);
        return joinMember(tx, invitation.id, { name, passwordHash });
      });
      const company = await findCompany(app.db, member.companyId);
      if (!company) throw badRequest(INVITE_UNKNOWN);
      return {
        success: true as const,
        message: 'Welcome to the team',
        company: toCompany(company, app.fileUrls),
        token: await app.auth.tokens.sign('company', company.id, 0, member.id),
        member: { _id: member.id, name: member.name ?? name, role: member.role },
      };
    },
  );

  app.get(
    '/api/company/members',
    { schema: { response: { 200: membersResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const company = await findCompany(app.db, companyOf(request));
      if (!company) throw unauthorized('Recruiter login required');
      const rows = await listMembers(app.db, company.id);
      const owner = {
        _id: company.id,
        name: company.name,
        email: company.email,
        role: 'owner' as const,
        invitedAt: company.createdAt.getTime(),
        joinedAt: company.createdAt.getTime(),
      };
      const members = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        invitedAt: row.invitedAt.getTime(),
        joinedAt: row.joinedAt?.getTime() ?? null,
      }));
      return { success: true as const, members: [owner, ...members] };
    },
  );

  const refuseOwner = (request: { body: { id: string } }, companyId: string) => {
    if (request.body.id === companyId) throw badRequest(OWNER_FIXED);
  };

  app.post(
    '/api/company/change-role',
    {
      config: admin,
      schema: {
        body: changeRoleBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      refuseOwner(request, companyId);
      const { id, role } = request.body;
      if (!(await setMemberRole(app.db, companyId, id, role))) throw notFound(NO_SUCH_MEMBER);
      return { success: true as const, message: 'Role changed' };
    },
  );

  app.post(
    '/api/company/remove-member',
    {
      config: admin,
      schema: {
        body: removeMemberBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      refuseOwner(request, companyId);
      const found = await findMember(app.db, companyId, request.body.id);
      if (!found) throw notFound(NO_SUCH_MEMBER);
      await deleteMember(app.db, companyId, found.id);
      return {
        success: true as const,
        message: found.joinedAt ? 'Member removed' : 'Invitation cancelled',
      };
    },
  );
};
