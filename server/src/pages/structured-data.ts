import type { Job } from 'shared-api/contract';
import { SITE_NAME } from 'shared-api/page-head';

const CONTEXT = 'https://schema.org';
const isoDate = (at: number) => new Date(at).toISOString();

/** Absolute URLs under the site's origin, for pages and for files given as paths. */
export interface SiteUrls {
  page: (path: string) => string;
  /** A file URL the API gave (absolute under PUBLIC_URL, or a path on this origin). */
  file: (url: string) => string;
}

export const jobPath = (id: string) => `/apply-jobs/${id}`;
export const companyPath = (id: string) => `/companies/${id}`;

/**
 * schema.org JobPosting of an open job, the fields search engines' job results read
 * (developers.google.com/search/docs/appearance/structured-data/job-posting). Only open jobs
 * carry one: a closed or expired posting must leave the job results.
 */
export function jobPostingData(job: Job, urls: SiteUrls): object {
  const company = job.companyId;
  const top = job.salaryMax !== null && job.salaryMax > job.salaryMin ? job.salaryMax : null;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    // Sanitised HTML when stored; search engines accept it and show its paragraphs and lists.
    description: job.description,
    datePosted: isoDate(job.date),
    validThrough: isoDate(job.closesAt),
    url: urls.page(jobPath(job._id)),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job._id },
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      logo: urls.file(company.image),
      sameAs: urls.page(companyPath(company._id)),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location },
    },
    ...(job.workplace === 'REMOTE' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salaryCurrency,
      value: {
        '@type': 'QuantitativeValue',
        ...(top === null ? { value: job.salaryMin } : { minValue: job.salaryMin, maxValue: top }),
        unitText: job.salaryPeriod,
      },
    },
    // Ours are schema.org's own values (FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN).
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    occupationalCategory: job.category,
    // Applying happens on the job's page itself, in one step.
    directApply: true,
  };
}

/** The home page's: the site, and how to search it. */
export function webSiteData(urls: SiteUrls): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: urls.page('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${urls.page('/')}?title={search_term}` },
      'query-input': 'required name=search_term',
    },
  };
}
