import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from './require-token';
import {
  companyAuthResponseSchema,
  companyLoginBodySchema,
  companyRegisterFieldsSchema,
  companyResponseSchema,
  LOGO_MAX_BYTES,
  MESSAGES,
  messageResponseSchema,
} from 'shared-api/contract';
import { findCompany, toCompany } from './account-queries';
import { findJoinedMemberByEmail } from '../team/member-queries';
import { deleteExpiredInvitation } from '../team/invitation-queries';
import { companyEmailTaken, findCompanyByEmail, insertCompany } from './sign-in-queries';
import { lockEmail } from './email-lock-queries';
import { isUniqueViolation } from '../platform/database-errors';
import { badRequest, conflict, HttpError, unauthorized } from '../platform/http-error';
import { throttledPasswordCheck } from './login-throttle';
import { unstorableText } from '../platform/unstorable-text';
import { hashPassword, passwordMatches } from './passwords';
import { readUpload, type FileKind } from '../files/uploads';
import { firstIssue } from '../platform/validation';

const errors = errorResponses(400, 401, 409, 413, 415, 429);
const EMAIL_TAKEN = 'A company with this email is already registered';
/** The company account signs in as its team's owner (decision 0040). */
const ownerOf = (row: { id: string; name: string }) => ({
  _id: row.id,
  name: row.name,
  role: 'owner' as const,
});

export const companyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/company/register',
    {
      config: { ...app.signInRateLimit, public: true },
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: companyAuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
      const fields: Record<string, string> = {};
      let logo: { data: Buffer; kind: FileKind } | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          const broken = unstorableText(part.value);
          if (broken) throw badRequest(broken);
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname === 'image' && !logo) {
          logo = await readUpload(part, {
            maxBytes: LOGO_MAX_BYTES,
            kinds: ['png', 'jpg', 'webp'],
            tooLarge: 'The logo is too large: 2 MB at most',
            wrongType: 'The logo must be a PNG, JPEG or WebP image',
          });
        } else {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}"`);
        }
      }
      const parsed = companyRegisterFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(firstIssue(parsed.error));
      if (!logo) throw badRequest(MESSAGES.uploadCompanyLogo);
      const { name, email, password } = parsed.data;

      if (await companyEmailTaken(app.db, email)) throw conflict(EMAIL_TAKEN);
      const imageKey = `logos/${randomUUID()}.${logo.kind}`;
      await app.storage.put(imageKey, logo.data);
      try {
        const passwordHash = await hashPassword(password);
        // The account and its verification mail together: both or neither.
        const row = await app.db.transaction(async (tx) => {
          // Checked again under the email's lock: an invitation may have taken it meanwhile.
          await lockEmail(tx, email);
          if (await companyEmailTaken(tx, email)) throw conflict(EMAIL_TAKEN);
          // An expired invitation to this email held nothing; it goes with the claim.
          await deleteExpiredInvitation(tx, email);
          const inserted = await insertCompany(tx, { name, email, passwordHash, imageKey });
          await app.emailVerification.mailLink(tx, inserted);
          return inserted;
        });
        const token = await app.auth.tokens.sign('company', row.id);
        return {
          success: true as const,
          message: 'Account created',
          company: toCompany(row, app.fileUrls),
          token,
        };
      } catch (error) {
        await app.storage.remove(imageKey);
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/api/company/login',
    {
      config: { ...app.signInRateLimit, public: true },
      schema: {
        body: companyLoginBodySchema,
        response: { 200: companyAuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findCompanyByEmail(app.db, email);
      // A team member signs in with the same dialog (decision 0040); an email is one or other.
      const member = row ? null : await findJoinedMemberByEmail(app.db, email);
      // The same work and the same answer whether or not the email exists.
      const valid = await throttledPasswordCheck(
        app.loginThrottle,
        `company:${email}`,
        request.ip,
        () => passwordMatches(row?.passwordHash ?? member?.passwordHash ?? undefined, password),
      );
      if (!valid) throw unauthorized('Invalid email or password');
      if (member) {
        const company = await findCompany(app.db, member.companyId);
        if (!company) throw unauthorized('Invalid email or password');
        return {
          success: true as const,
          message: 'Logged in',
          company: toCompany(company, app.fileUrls),
          token: await app.auth.tokens.sign(
            'company',
            company.id,
            member.sessionsValidFrom,
            member.id,
          ),
          member: { _id: member.id, name: member.name ?? '', role: member.role },
        };
      }
      if (!row) throw unauthorized('Invalid email or password');
      const token = await app.auth.tokens.sign('company', row.id, row.sessionsValidFrom);
      return {
        success: true as const,
        message: 'Logged in',
        company: toCompany(row, app.fileUrls),
        token,
        member: ownerOf(row),
      };
    },
  );

  app.post(
    '/api/company/logout',
    {
      config: { minRole: 'viewer' },
      schema: { response: { 200: messageResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await app.auth.logout(request, 'company');
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.get(
    '/api/company/company',
    { schema: { response: { 200: companyResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const row = await findCompany(app.db, companyOf(request));
      if (!row) throw unauthorized('Recruiter login required');
      const { member } = request;
      return {
        success: true as const,
        company: toCompany(row, app.fileUrls),
        member: member?.id
          ? { _id: member.id, name: member.name ?? '', role: member.role }
          : ownerOf(row),
      };
    },
  );
};
