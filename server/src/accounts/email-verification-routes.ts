import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DAY_MS,
  LINK_EXPIRED,
  messageResponseSchema,
  verifyEmailBodySchema,
} from 'shared-api/contract';
import type { AppConfig } from '../platform/config';
import {
  issueAccountToken,
  keepNewestLiveTokens,
  tokenSubject,
  tokensIssuedWithin,
  useAccountToken,
} from './account-token-queries';
import { companyVerified, lockCompanyForMail, verifyCompany } from './email-verification-queries';
import type { DatabaseOrTransaction } from '../platform/database';
import { badRequest, conflict, tooManyRequests } from '../platform/http-error';
import { accountGone } from './live-accounts';
import { lockLiveCompany } from './live-account-queries';
import { errorResponses } from '../platform/route-schemas';
import { verifyEmailMail, verifyLink } from './account-mail';
import { configuredSiteOrigin } from '../pages/site-urls';
import { companyOf } from './require-token';

/** A verification link is long-lived: it proves the mailbox, not a wish to do something now. */
const VERIFY_LINK_MS = 30 * DAY_MS;
const VERIFIED = 'Your email address is verified.';
const ALREADY_VERIFIED = 'Your email address is already verified.';
/**
 * Whatever the client's address, one account's mailbox gets at most this many verification
 * mails an hour, and holds at most this many working links: nobody can fill a company's inbox by
 * calling resend from many addresses.
 */
const MAX_MAILS_PER_HOUR = 5;
const MAX_LIVE_LINKS = 3;
const HOUR_MS = 3_600_000;
const TOO_MANY_MAILS =
  'We have sent you several verification emails in the last hour. Check your inbox and spam folder, or try again in an hour.';

declare module 'fastify' {
  interface FastifyInstance {
    /** A company's email verification. */
    emailVerification: {
      /**
       * REQUIRE_EMAIL_VERIFICATION: an unverified company's jobs stay unpublished, and it
       * invites nobody.
       */
      required: boolean;
      /** Mails the company a new link, in the transaction of the write that calls for it. */
      mailLink: (
        db: DatabaseOrTransaction,
        company: { id: string; name: string; email: string },
      ) => Promise<void>;
      /** Whether the company's jobs are held back now: the requirement holds, and it is unverified. */
      holdsBack: (companyId: string) => Promise<boolean>;
    };
  }
}

/** Registered before the company routes, which use its decoration when posting or showing jobs. */
export const emailVerificationRoutes = fp(
  async (root: FastifyInstance, { config }: { config: AppConfig }) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const origin = configuredSiteOrigin(config);
    const required = config.requireEmailVerification;

    const mailLink = async (
      db: DatabaseOrTransaction,
      company: { id: string; name: string; email: string },
    ) => {
      // The newest links stay; an older one stops working rather than a new one not going out.
      await keepNewestLiveTokens(db, 'company-verify', company.id, MAX_LIVE_LINKS - 1);
      const token = await issueAccountToken(db, 'company-verify', company.id, VERIFY_LINK_MS);
      const link = verifyLink(origin, token);
      const message = verifyEmailMail(company.email, company.name, link, required);
      await app.mail.queue(message, db, { concerns: [`company:${company.id}`] });
    };
    app.decorate('emailVerification', {
      required,
      mailLink,
      holdsBack: async (companyId: string) =>
        required && (await companyVerified(app.db, companyId)) === false,
    });

    app.post(
      '/api/company/verify-email',
      {
        // Public: the link may be opened where the recruiter is not signed in.
        config: { ...app.signInRateLimit, public: true },
        schema: {
          body: verifyEmailBodySchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const { token } = request.body;
        const released = await app.db.transaction(async (tx) => {
          // The company's row first, then the link's: the order its erase (decision 0043) takes
          // them in. Using the link first held it while waiting on an erase that then waited to
          // delete it, and PostgreSQL aborted one of the two; now the erase is waited for, and
          // the link it deleted is answered as expired, with no erased company stamped verified.
          const subject = await tokenSubject(tx, 'company-verify', token);
          if (!subject || !(await lockLiveCompany(tx, subject, 'no key update'))) return null;
          const id = await useAccountToken(tx, 'company-verify', token);
          return id ? verifyCompany(tx, id) : null;
        });
        if (released) {
          // The jobs held back are listed now: the cached pages that could list them go.
          if (released.length > 0) await app.jobChanged(...released);
          return { success: true as const, message: VERIFIED };
        }
        // A link followed twice (a mail client's preview, then the person) is no failure.
        const subject = await tokenSubject(app.db, 'company-verify', token);
        if (subject && (await companyVerified(app.db, subject))) {
          return { success: true as const, message: ALREADY_VERIFIED };
        }
        throw badRequest(LINK_EXPIRED);
      },
    );

    app.post(
      '/api/company/resend-verification',
      {
        // The company's own address: the owner's and admins' business (decision 0040).
        config: { ...app.signInRateLimit, minRole: 'admin' },
        schema: {
          response: { 200: messageResponseSchema, ...errorResponses(401, 409, 429) },
        },
      },
      async (request) => {
        const company = await app.db.transaction(async (tx) => {
          const found = await lockCompanyForMail(tx, companyOf(request));
          if (!found) throw accountGone();
          if (found.verified) throw conflict(ALREADY_VERIFIED);
          const sent = await tokensIssuedWithin(tx, 'company-verify', found.id, HOUR_MS);
          if (sent >= MAX_MAILS_PER_HOUR) throw tooManyRequests(TOO_MANY_MAILS);
          await mailLink(tx, found);
          return found;
        });
        return {
          success: true as const,
          message: `We sent a new link to ${company.email}. Follow it to verify your email address.`,
        };
      },
    );
  },
  { name: 'email-verification', dependencies: ['mail'] },
);
