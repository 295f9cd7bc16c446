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
import { jobsSentWithPage } from './home-jobs';
import type { PageAnswer } from './page-head';
import { companyPath, type SiteUrls } from './structured-data';

/**
 * A company's page (`/companies/{id}`): its head, and a first paint with its name, logo and open
 * job count, sent with the company and its first page of open jobs as the screen asks for them;
 * an unknown or deleted company 404, as GET /api/companies/{id} answers it.
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
      values: { ...companyFirstPaintText(answer) },
      data: async () => ({
        [`/api/companies/${encodeURIComponent(company.id)}`]: answer,
        // The screen's first call for its open jobs (seeker-app's company/company-jobs.tsx).
        ...(await jobsSentWithPage(
          app,
          { companyId: company.id, page: 1, pageSize: JOB_PAGE_SIZE },
          request.log,
        )),
      }),
    },
  };
}
