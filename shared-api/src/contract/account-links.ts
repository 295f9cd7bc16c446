import { z } from 'zod';
import { companyLoginBodySchema, signUpBodySchema } from './accounts';

/**
 * The single-use links mailed to an account (password reset, company email
 * verification) and the calls that follow them.
 */

/** Which kind of account a reset link is for: the mail's link says it (`account=`). */
export const resetAccountSchema = z.enum(['company', 'seeker']);
export type ResetAccount = z.infer<typeof resetAccountSchema>;

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/** What forgot-password answers, whether or not an account has that email. */
export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, we sent a link to reset its password.';
/** What a bad, used or expired link is answered (400). */
export const LINK_EXPIRED = 'This link has expired or was already used. Ask for a new one.';

/** Body of POST /api/company/forgot-password and POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z.object({ email: companyLoginBodySchema.shape.email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** A link's token as mailed: 32 random bytes in base64url; anything else is refused as expired. */
const linkToken = z.string({ error: LINK_EXPIRED }).min(1, LINK_EXPIRED).max(200, LINK_EXPIRED);

/** Body of POST /api/company/reset-password and POST /api/auth/reset-password. */
export const resetPasswordBodySchema = z.object({
  token: linkToken,
  // The rules of sign-up: a new password is held to what a first one is.
  password: signUpBodySchema.shape.password,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Body of POST /api/company/verify-email. */
export const verifyEmailBodySchema = z.object({ token: linkToken });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;
