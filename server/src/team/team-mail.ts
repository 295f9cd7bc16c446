import { INVITE_DAYS, type MemberRole } from 'shared-api/contract';
import { subjectLine, type MailMessage } from '../mail/message';
import { renderMail } from '../mail/mail-layout';

export const joinLink = (origin: string, token: string) =>
  `${origin}/join?token=${encodeURIComponent(token)}`;

const WHAT_ROLE: Record<MemberRole, string> = {
  admin: 'an admin: you can do everything the company can, and manage its team',
  recruiter: 'a recruiter: you can post and edit jobs and move applicants',
  viewer: 'a viewer: you can see the jobs and applicants',
};

export function inviteMail(
  to: string,
  companyName: string,
  role: MemberRole,
  link: string,
): MailMessage {
  return {
    to,
    subject: subjectLine(`Join ${companyName} on Job Board`),
    ...renderMail({
      heading: `Join ${companyName} on Job Board`,
      paragraphs: [
        `${companyName} invites you to hire with them on Job Board, as ${WHAT_ROLE[role]}.`,
        `Choose your name and password with the link below. It works once, for ${INVITE_DAYS} days.`,
        'If you did not expect this, ignore this message: nothing happens without you.',
      ],
      action: { label: 'Join the team', url: link },
      footer: `You get this message because ${companyName} invited this email address.`,
    }),
  };
}
