import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyExportSchema,
  deleteCompanyBodySchema,
  messageResponseSchema,
} from 'shared-api/contract';
import type { AppConfig } from '../platform/config';
import { errorResponses } from '../platform/route-schemas';
import { badRequest, unauthorized } from '../platform/http-error';
import { configuredSiteOrigin } from '../pages/site-urls';
import { companyOf } from '../accounts/require-token';
import { findCompany } from '../accounts/account-queries';
import { throttledPasswordCheck } from '../accounts/login-throttle';
import { passwordMatches } from '../accounts/passwords';
import { subjectLine, type MailMessage } from '../mail/message';
import { renderMail } from '../mail/mail-layout';
import { companyExport } from './company-export-queries';
import { eraseCompany } from './company-erase-queries';
import { removeAfterErase } from './remove-after-erase';

/**
 * The farewell names no company: it is the one row the erase leaves that holds the person's
 * address, until the outbox deletes it with the other sent mail.
 */
function farewellMail(to: string, origin: string): MailMessage {
  return {
    to,
    subject: subjectLine('A company account you were part of was deleted'),
    ...renderMail({
      heading: 'The company account was deleted',
      paragraphs: [
        'The owner of a company account on Job Board that you belonged to has deleted it.',
        'Its jobs, notes, activity and team are gone, and your sign-in for it no longer works.',
      ],
      action: { label: 'Visit Job Board', url: `${origin}/` },
      footer: 'You get this message because this email address belonged to that account.',
    }),
  };
}

/** A company's own data: take it out, or delete the company (decision 0043). */
export const companyPrivacyRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const origin = configuredSiteOrigin(config);

  // Owner and admins: the data is the company's, and admins already manage all of it.
  app.get(
    '/api/company/export',
    {
      config: { minRole: 'admin' },
      schema: { response: { 200: companyExportSchema, ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      const data = await companyExport(app.db, app.fileUrls, companyOf(request));
      if (!data) throw unauthorized('Recruiter login required');
      // Applicants' personal data: saved as a file, and kept by no cache on the way.
      void reply
        .header('content-disposition', 'attachment; filename="company-data.json"')
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/company/delete-account',
    {
      config: { minRole: 'owner' },
      schema: {
        body: deleteCompanyBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const company = await findCompany(app.db, companyId);
      if (!company || company.deletedAt) throw unauthorized('Recruiter login required');
      const valid = await throttledPasswordCheck(
        app.loginThrottle,
        `company:${company.email}`,
        request.ip,
        () => passwordMatches(company.passwordHash, request.body.password),
      );
      // 400, not 401: the session is fine, and a 401 would sign the owner out.
      if (!valid) throw badRequest('The password is not right');
      const erased = await eraseCompany(app.db, companyId, async (tx, email) => {
        await app.mail.queue(farewellMail(email, origin), tx);
      });
      if (!erased) throw unauthorized('Recruiter login required');
      // The erase has committed: what follows must not turn it into an error for the owner.
      if (erased.jobs.length > 0) {
        await app
          .jobChanged(...erased.jobs)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'jobs of a deleted company not announced'),
          );
      }
      if (erased.logoKey) await removeAfterErase(app, erased.logoKey);
      return { success: true as const, message: 'The company account has been deleted' };
    },
  );
};
