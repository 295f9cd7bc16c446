import { jobAlertWords, type JobAlertSearch } from 'shared-api/contract';
import { oneLine, subjectLine, type MailMessage } from '../mail/message';
import { renderMail } from '../mail/mail-layout';

export interface DigestJob {
  id: string;
  title: string;
  companyName: string;
  /** Whom the digest names besides its reader (decision 43). */
  companyId: string;
  location: string;
}

export interface AlertDigest {
  to: string;
  firstName: string;
  search: JobAlertSearch;
  /** The newest new jobs, newest first, as many as a digest lists. */
  jobs: DigestJob[];
  /** New jobs past those listed. */
  more: number;
  /** The alert's own one-click unsubscribe link (its only token). */
  unsubscribeUrl: string;
}

/** The home page showing the alert's search, as its URL holds it (decision 6). */
export function homeSearchUrl(origin: string, search: JobAlertSearch): string {
  const params = new URLSearchParams();
  if (search.title) params.set('title', search.title);
  if (search.location) params.set('location', search.location);
  if (search.categories.length > 0) params.set('categories', search.categories.join(','));
  if (search.locations.length > 0) params.set('locations', search.locations.join(','));
  const query = params.toString();
  return `${origin}/${query ? `?${query}` : ''}`;
}

export const jobUrl = (origin: string, id: string) =>
  `${origin}/apply-jobs/${encodeURIComponent(id)}`;

/** A job alert's digest: its new jobs, a link to the whole search, and a one-click unsubscribe. */
export function alertDigestMail(digest: AlertDigest, origin: string): MailMessage {
  const total = digest.jobs.length + digest.more;
  const words = oneLine(jobAlertWords(digest.search));
  const jobs = total === 1 ? '1 new job' : `${total} new jobs`;
  return {
    to: digest.to,
    subject: subjectLine(`${jobs}: ${words}`),
    ...renderMail({
      heading: `${jobs} for your alert`,
      paragraphs: [
        digest.firstName ? `Hello ${digest.firstName},` : 'Hello,',
        `${total === 1 ? 'This job was' : 'These jobs were'} posted on Job Board since your last digest and match your alert: ${words}.`,
        ...(digest.more > 0
          ? [
              `${digest.more} more ${digest.more === 1 ? 'matches' : 'match'}: see them all on Job Board.`,
            ]
          : []),
      ],
      items: digest.jobs.map((job) => ({
        text: `${job.title} at ${job.companyName}, ${job.location}`,
        url: jobUrl(origin, job.id),
      })),
      action: { label: 'See all matching jobs', url: homeSearchUrl(origin, digest.search) },
      footer:
        'You get this message because you saved this job alert on Job Board. Your alerts are listed on Applied Jobs, where you can delete them.',
      footerLink: { label: 'Unsubscribe from this alert', url: digest.unsubscribeUrl },
    }),
    // RFC 2369 and RFC 8058: mail programs show their own Unsubscribe, which posts to the link.
    headers: {
      'List-Unsubscribe': `<${digest.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
