import type { ApplicationStatus } from 'shared-api/contract';
import { oneLine, subjectLine, type MailMessage } from '../mail/message';
import { renderMail } from '../mail/mail-layout';

/** What each stage means to the person who applied. */
const STAGE_NEWS: Record<ApplicationStatus, string> = {
  Pending: 'Your application is waiting for the company to look at it.',
  Shortlisted: 'Good news: the company has shortlisted you.',
  Interviewing: 'The company would like to interview you. Expect to hear from them soon.',
  Accepted: 'Congratulations: the company has accepted your application.',
  Rejected: 'The company has decided not to go ahead with your application this time.',
  Withdrawn: 'You have withdrawn this application. The company sees it as withdrawn.',
};

export interface StatusChange {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  status: ApplicationStatus;
}

/** To a job seeker, on every change of stage of one of their applications. */
export function statusChangedMail(change: StatusChange, origin: string): MailMessage {
  const greeting = change.firstName ? `Hello ${change.firstName},` : 'Hello,';
  return {
    to: change.to,
    subject: subjectLine(`${change.jobTitle} at ${change.companyName}: ${change.status}`),
    ...renderMail({
      heading: `Your application is now ${change.status}`,
      paragraphs: [
        greeting,
        `Your application for ${change.jobTitle} at ${change.companyName} moved to the stage ${change.status}.`,
        STAGE_NEWS[change.status],
      ],
      action: { label: 'See your applications', url: `${origin}/applications` },
      footer: 'You get this message because you applied for this job on Job Board.',
    }),
  };
}

export interface ApplicationReceived {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
}

/** To a job seeker, once they have applied: it arrived, and what comes next. */
export function applicationReceivedMail(
  received: ApplicationReceived,
  origin: string,
): MailMessage {
  const job = `${oneLine(received.jobTitle)} at ${oneLine(received.companyName)}`;
  return {
    to: received.to,
    subject: subjectLine(`Application received: ${job}`),
    ...renderMail({
      heading: 'Your application has been sent',
      paragraphs: [
        received.firstName ? `Hello ${oneLine(received.firstName)},` : 'Hello,',
        `Your application for ${job} has reached the company, with your resume and your answers.`,
        'What happens next: the company reviews its applicants and moves each one on, to a shortlist or an interview, or closes the application. You get an email each time yours changes stage, and you can follow it, or withdraw it, on your applications page.',
      ],
      action: { label: 'See your applications', url: `${origin}/applications` },
      footer: 'You get this message because you applied for this job on Job Board.',
    }),
  };
}

export interface NewApplicants {
  to: string;
  jobId: string;
  jobTitle: string;
  /** The applicants' names, newest first, as many as the message lists. */
  names: string[];
  /** Applicants past those listed. */
  more: number;
}

/** To a company: its job's new applicants, the first at once, later ones gathered. */
export function newApplicantsMail(news: NewApplicants, origin: string): MailMessage {
  const count = news.names.length + news.more;
  const subject = subjectLine(
    count === 1
      ? `New applicant for ${news.jobTitle}: ${news.names[0] ?? 'a job seeker'}`
      : `${count} new applicants for ${news.jobTitle}`,
  );
  return {
    to: news.to,
    subject,
    ...renderMail({
      heading: count === 1 ? 'A new applicant' : `${count} new applicants`,
      paragraphs: [
        `${count === 1 ? 'Someone has' : `${count} people have`} applied for ${news.jobTitle}.`,
      ],
      items: [
        ...news.names.map((name) => ({ text: name })),
        ...(news.more > 0 ? [{ text: `and ${news.more} more` }] : []),
      ],
      action: {
        label: 'Review the applications',
        url: `${origin}/dashboard/view-applications?jobId=${encodeURIComponent(news.jobId)}`,
      },
      footer:
        'You get this message because your company posted this job on Job Board. Applicants who come within 10 minutes of a message are gathered into the next one.',
    }),
  };
}
