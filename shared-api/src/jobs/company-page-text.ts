import type { CompanyPageResponse } from 'shared-api/contract';

/**
 * The words of a company's public page: written here because both the job seeker's screen and
 * the server's first paint of that page (shared-api/first-paint) write them, and must write the
 * same.
 */
export const openJobsText = (count: number): string =>
  count === 0 ? 'No open jobs right now' : `${count} open ${count === 1 ? 'job' : 'jobs'}`;

/** The values of the company page's first paint slots (seeker-app's company/first-paint). */
// A type, not an interface: it is given where any slot values are taken (FirstPaintValues).
export type CompanyPageText = {
  name: string;
  logo: string;
  openJobs: string;
};

export const companyFirstPaintText = ({
  company,
  openJobs,
}: Pick<CompanyPageResponse, 'company' | 'openJobs'>): CompanyPageText => ({
  name: company.name,
  logo: company.image,
  openJobs: openJobsText(openJobs),
});
