import { RESET_LINK_MINUTES, type ResetAccount } from 'shared-api/contract';
import { subjectLine, type MailMessage } from '../mail/message';
import { renderMail } from '../mail/mail-layout';

/**
 * Messages about an account itself. Each carries its own single-use link and nothing
 * else secret: never a password, never another token.
 */

/** The page a reset link opens; `account` tells it which kind of account to reset. */
export const resetLink = (origin: string, token: string, account: ResetAccount) =>
  `${origin}/reset-password?token=${encodeURIComponent(token)}&account=${account}`;

export const verifyLink = (origin: string, token: string) =>
  `${origin}/verify-email?token=${encodeURIComponent(token)}`;

export function resetPasswordMail(to: string, account: ResetAccount, link: string): MailMessage {
  const what = account === 'company' ? 'recruiter account' : 'job seeker account';
  return {
    to,
    subject: 'Reset your Job Board password',
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Someone asked to reset the password of the ${what} for ${to} on Job Board. If it was you, choose a new password with the link below.`,
        `The link works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password signs the account out everywhere.`,
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link },
      footer: 'You get this message because a password reset was asked for this email address.',
    }),
  };
}

export function verifyEmailMail(
  to: string,
  companyName: string,
  link: string,
  required: boolean,
): MailMessage {
  return {
    to,
    subject: subjectLine(`Confirm the email address of ${companyName} on Job Board`),
    ...renderMail({
      heading: 'Confirm your email address',
      paragraphs: [
        `Welcome to Job Board, ${companyName}.`,
        required
          ? 'Confirm that this address is yours with the link below. The jobs you post are published once you do.'
          : 'Confirm that this address is yours with the link below.',
        'If you did not register a company on Job Board, ignore this message.',
      ],
      action: { label: 'Confirm your email address', url: link },
      footer: 'You get this message because this email address was used to register a company.',
    }),
  };
}
