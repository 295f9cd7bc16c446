import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_SENT,
  forgotPasswordBodySchema,
  LINK_EXPIRED,
  messageResponseSchema,
  RESET_LINK_MINUTES,
  resetPasswordBodySchema,
  type ResetAccount,
} from 'shared-api/contract';
import type { AppConfig } from '../platform/config';
import {
  issueAccountToken,
  liveTokenCount,
  tokenSubject,
  useAccountToken,
  voidAccountTokens,
  type TokenPurpose,
} from './account-token-queries';
import { lockLiveCompany, lockLiveUser } from './live-account-queries';
import type { DatabaseOrTransaction } from '../platform/database';
import { findResetSubject, setPassword, type ResetSubjectKind } from './password-reset-queries';
import { badRequest } from '../platform/http-error';
import { addressKey } from './login-throttle';
import { hashPassword } from './passwords';
import { errorResponses } from '../platform/route-schemas';
import { resetLink, resetPasswordMail } from './account-mail';
import { configuredSiteOrigin } from '../pages/site-urls';

const RESET_LINK_MS = RESET_LINK_MINUTES * 60_000;
/**
 * Reset links one account may hold at once: past that, asking again sends nothing (and answers
 * the same), so nobody can fill someone's inbox with resets from many addresses.
 */
const MAX_LIVE_LINKS = 3;
const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

const KINDS: Record<ResetAccount, { prefix: string; throttle: string }> = {
  company: { prefix: '/api/company', throttle: 'company' },
  seeker: { prefix: '/api/auth', throttle: 'user' },
};

/** The tag of mail about each kind of account: erasing it deletes the mail (decision 43). */
const CONCERN_TAGS: Record<ResetSubjectKind, string> = {
  seeker: 'user',
  company: 'company',
  member: 'member',
};
const PURPOSES: Record<ResetSubjectKind, TokenPurpose> = {
  company: 'company-reset',
  member: 'member-reset',
  seeker: 'user-reset',
};

/** Who signs in at each login: the company login takes company accounts and team members. */
const SUBJECTS: Record<ResetAccount, ResetSubjectKind[]> = {
  company: ['company', 'member'],
  seeker: ['seeker'],
};

/**
 * Locks the account a reset link is for, before the link itself: the order its erase (decision
 * 0043) takes them in. Using the link first held it while waiting on the erase for the account's
 * row, as the erase waited to delete the link, and PostgreSQL aborted one of the two; now the
 * erase is waited for and the link it deleted is expired. False when the account was erased. A
 * member's row goes after the links in its company's erase, so a member's link needs no lock.
 */
async function lockLinkAccount(
  tx: DatabaseOrTransaction,
  kind: ResetSubjectKind,
  token: string,
): Promise<boolean> {
  if (kind === 'member') return true;
  const subject = await tokenSubject(tx, PURPOSES[kind], token);
  if (!subject) return false;
  if (kind === 'company') return lockLiveCompany(tx, subject, 'no key update');
  return (await lockLiveUser(tx, subject, 'no key update')) !== null;
}

/**
 * Password reset by a mailed single-use link, for companies or for built-in job
 * seekers (registered once for each kind; not for seekers when Clerk signs them in). A reset
 * ends every session of the account, this one's included: the person signs in again.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  account: ResetAccount;
}> = async (app, { config, account }) => {
  const { prefix, throttle } = KINDS[account];
  const origin = configuredSiteOrigin(config);

  app.post(
    `${prefix}/forgot-password`,
    {
      config: { ...app.signInRateLimit, public: true },
      schema: {
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      // Looked up and mailed after the answer: an email with an account and one without are
      // answered alike, in their time too, so the call tells nobody who has an account.
      app.afterResponse.run('password reset mail', async () => {
        const subject = await findResetSubject(app.db, account, email);
        if (!subject) return;
        // The link and its message together: the mail exists if and only if the token does.
        const purpose = PURPOSES[subject.kind];
        await app.db.transaction(async (tx) => {
          if ((await liveTokenCount(tx, purpose, subject.id)) >= MAX_LIVE_LINKS) return;
          const token = await issueAccountToken(tx, purpose, subject.id, RESET_LINK_MS);
          const link = resetLink(origin, token, account);
          const concerns = [`${CONCERN_TAGS[subject.kind]}:${subject.id}`];
          await app.mail.queue(resetPasswordMail(subject.email, account, link), tx, { concerns });
        });
      });
      return { success: true as const, message: FORGOT_PASSWORD_SENT };
    },
  );

  app.post(
    `${prefix}/reset-password`,
    {
      config: { ...app.signInRateLimit, public: true },
      schema: {
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      // Past the second it happens in: tokens are dated in whole seconds (TokenService.sign).
      const validFrom = Math.floor(Date.now() / 1000) + 1;
      const email = await app.db.transaction(async (tx) => {
        for (const kind of SUBJECTS[account]) {
          if (!(await lockLinkAccount(tx, kind, token))) continue;
          const id = await useAccountToken(tx, PURPOSES[kind], token);
          if (!id) continue;
          // Older reset mails of the account stop working too: the password they were for is gone.
          await voidAccountTokens(tx, PURPOSES[kind], id);
          return setPassword(tx, kind, id, passwordHash, validFrom);
        }
        return null;
      });
      if (!email) throw badRequest(LINK_EXPIRED);
      // Following the link proves the mailbox: failed sign-ins from this address are forgiven.
      await app.loginThrottle.succeeded(`${throttle}:${email}`, addressKey(request.ip));
      return { success: true as const, message: PASSWORD_CHANGED };
    },
  );
};
