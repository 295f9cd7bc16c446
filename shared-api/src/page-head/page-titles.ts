import type { Job } from 'shared-api/contract';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, formatPay } from 'shared-api/jobs/job-terms';

/**
 * Titles and descriptions of the public pages, written once for both sides: the server puts them
 * in the HTML it sends (what crawlers and link previews read) and each screen sets the same ones
 * after a client-side navigation.
 */
export const SITE_NAME = 'Job Board';

export const SITE_DESCRIPTION =
  'Search thousands of jobs by title, location, pay and workplace, apply in one click and follow every application. Recruiters post jobs and move applicants through their hiring pipeline.';

/** `Part | Job Board`, or the site's name alone. */
export const pageTitle = (part?: string): string =>
  part ? `${part} | ${SITE_NAME}` : `${SITE_NAME}: find your next job`;

/** The home page's title for a search: what was searched for (keywords first), where. */
export function homeTitle(search: { q?: string; title?: string; location?: string }): string {
  const title = search.q?.trim() || search.title?.trim();
  const location = search.location?.trim();
  if (!title && !location) return pageTitle();
  if (title && location) return pageTitle(`${title} jobs in ${location}`);
  return pageTitle(title ? `${title} jobs` : `Jobs in ${location}`);
}

type JobHead = Pick<
  Job,
  | 'title'
  | 'location'
  | 'level'
  | 'category'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'employmentType'
  | 'workplace'
> & { companyId: Pick<Job['companyId'], 'name'> };

export const jobPageTitle = (job: Pick<JobHead, 'title' | 'companyId'>): string =>
  pageTitle(`${job.title} at ${job.companyId.name}`);

/** One sentence a search result or a link preview shows: who, what, where, the pay. */
export function jobPageDescription(job: JobHead): string {
  const terms = [
    job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : null,
    job.workplace ? WORKPLACE_LABELS[job.workplace] : null,
    job.level,
    job.category,
  ].filter((term): term is string => term !== null);
  return `${job.companyId.name} is hiring: ${job.title} in ${job.location}, ${formatPay(job)}. ${terms.join(', ')}. Apply on ${SITE_NAME}.`;
}

export const companyPageTitle = (name: string): string => pageTitle(`Jobs at ${name}`);

export const companyPageDescription = (name: string, openJobs: number): string =>
  `${openJobs === 1 ? '1 open job' : `${openJobs} open jobs`} at ${name}. Apply on ${SITE_NAME}.`;

export const NOT_FOUND_TITLE = pageTitle('Page not found');

/** What a page no app routes says of itself, in the browser and in the server's 404. */
export const NOT_FOUND_DESCRIPTION = 'This page does not exist.';

/**
 * The head of a page with nothing of its own to describe (a form, a dashboard, a message): its
 * title and the site's description, so the last page's description does not linger after a
 * navigation.
 */
export const genericPageHead = (part?: string): { title: string; description: string } => ({
  title: pageTitle(part),
  description: SITE_DESCRIPTION,
});

/** A job or company page whose job or company does not exist: the same in the browser and the 404. */
export const MISSING_JOB_HEAD = genericPageHead('Job not available');
export const MISSING_COMPANY_HEAD = genericPageHead('Company not found');

/** The privacy notice's head: the same in the browser and in the server's page. */
export const PRIVACY_HEAD = {
  title: pageTitle('Privacy notice'),
  description:
    'What Job Board keeps about you, why, for how long, who sees it, and how to download or delete it.',
};

/** The terms of use's head, as PRIVACY_HEAD. */
export const TERMS_HEAD = {
  title: pageTitle('Terms of use'),
  description: 'The terms for job seekers and companies using Job Board.',
};

/** Days applications are kept after their job closes unless the operator sets otherwise. */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 365;
