import { longDate } from 'shared-api/dates';
import { oneLine, subjectLine, type MailMessage } from '../mail/message';
import { renderMail } from '../mail/mail-layout';

const HOUR_MS = 3_600_000;

export interface ClosingReminder {
  to: string;
  firstName: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  closesAt: number;
}

// Days and times in UTC, whatever the server's time zone: the reader's is not known here.
const utcTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * How soon, in words that hold in any time zone: 'tomorrow' while more than half a day is left
 * (the sweep finds a job once it closes within a day), else the hours left, for a job saved
 * only hours before it closes.
 */
export function closesIn(closesAt: number, now: number): string {
  const hours = Math.max(1, Math.ceil((closesAt - now) / HOUR_MS));
  if (hours > 12) return 'tomorrow';
  return hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
}

/** To a job seeker: a job they saved and have not applied to closes within a day. */
export function closingReminderMail(
  reminder: ClosingReminder,
  origin: string,
  now: number,
): MailMessage {
  const when = closesIn(reminder.closesAt, now);
  const job = `${oneLine(reminder.jobTitle)} at ${oneLine(reminder.companyName)}`;
  const closes = `${longDate(reminder.closesAt, 'utc')} at ${utcTime.format(reminder.closesAt)} UTC`;
  return {
    to: reminder.to,
    subject: subjectLine(`Closes ${when}: ${job}`),
    ...renderMail({
      heading: `A job you saved closes ${when}`,
      paragraphs: [
        reminder.firstName ? `Hello ${reminder.firstName},` : 'Hello,',
        `You saved ${job} on Job Board and have not applied yet. Applications close on ${closes}.`,
      ],
      action: {
        label: 'See the job and apply',
        url: `${origin}/apply-jobs/${encodeURIComponent(reminder.jobId)}`,
      },
      footer:
        'You get this message because you saved this job on Job Board. A job you remove from Saved Jobs, or apply to, brings no reminder.',
      footerLink: { label: 'Your saved jobs', url: `${origin}/saved-jobs` },
    }),
  };
}
