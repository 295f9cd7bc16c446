import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyFirstPaintText } from 'shared-api/jobs/company-page-text';
import { JOB_PAGE_SIZE, idSchema } from 'shared-api/contract';
import {
  MISSING_COMPANY_HEAD,
  companyPageDescription,
  companyPageTitle,
} from 'shared-api/page-head';
import { findCompanyPage } from '../jobs/company-page-queries';
import { companyPageAnswer } from '../jobs/company-page-routes';
import { jobListPageData } from './page-jobs';
import type { PageAnswer } from './page-head';
import { companyPath, type SiteUrls } from './structured-data';

/** The page of open jobs the URL asks for, as the screen reads `?page=` (company-page.tsx). */
function askedPage(url: string): number {
  const asked = Number(new URLSearchParams(url.split('?')[1] ?? '').get('page'));
  return Number.isInteger(asked) && asked > 1 ? asked : 1;
}

/**
 * A company's page (`/companies/{id}`): its head, and a first paint with its name, logo and open
 * job count, sent with the company and the page of its open jobs the URL asks for, under the
 * screen's calls; an unknown or deleted company 404, as GET /api/companies/{id} answers it.
 */
export async function companyPage(
  app: FastifyInstance,
  urls: SiteUrls,
  request: FastifyRequest,
  id: string,
): Promise<PageAnswer> {
  const company = idSchema.safeParse(id).success ? await findCompanyPage(app.db, id) : null;
  if (!company) return { status: 404, head: { ...MISSING_COMPANY_HEAD, robots: 'noindex' } };
  const url = urls.page(companyPath(company.id));
  const answer = companyPageAnswer(app.fileUrls, company);
  const page = askedPage(request.url);
  return {
    status: 200,
    head: {
      title: companyPageTitle(company.name),
      description: companyPageDescription(company.name, company.openJobs),
      canonical: url,
      openGraph: { type: 'website', url, image: urls.file(answer.company.image) },
    },
    content: {
      screen: '/companies/:id',
      values: companyFirstPaintText(answer),
      data: async () => ({
        // Under the id as the URL writes it, which the screen asks with.
        [`/api/companies/${encodeURIComponent(id)}`]: answer,
        // Its open jobs, asked for with the company's id as the API answered it (company-jobs.tsx).
        ...(await jobListPageData(
          app,
          { companyId: company.id, page, pageSize: JOB_PAGE_SIZE },
          request.log,
        )),
      }),
    },
  };
}
