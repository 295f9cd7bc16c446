import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from 'shared-api/http';
import {
  MISSING_COMPANY_HEAD,
  companyPageDescription,
  companyPageTitle,
  genericPageHead,
  pageTitle,
} from 'shared-api/page-head';
import type { PageHead } from 'shared-api/page-head/use-page-head';
import type { CompanyPage } from './api/get-company-page';

export const companyNotFoundHead = MISSING_COMPANY_HEAD;

/** The company page's head for what the page shows: the company, or why there is none (yet). */
export function companyHead(query: UseQueryResult<CompanyPage>): PageHead {
  // No description while loading: on a page the server sent, its description of this very
  // company stays until the company arrives.
  if (query.isPending) return { title: pageTitle('Loading company') };
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404
      ? companyNotFoundHead
      : genericPageHead('Company could not be shown');
  }
  const { company, openJobs } = query.data;
  return {
    title: companyPageTitle(company.name),
    description: companyPageDescription(company.name, openJobs),
  };
}
