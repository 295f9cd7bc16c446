import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyPageResponseSchema, idSchema, type CompanyPageResponse } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import { findCompanyPage, type CompanyPageRow } from './company-page-queries';
import { notFound } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';

/** GET /api/companies/{id}'s answer for a company found by `findCompanyPage`. */
export const companyPageAnswer = (urls: FileUrls, page: CompanyPageRow): CompanyPageResponse => ({
  success: true,
  company: { _id: page.id, name: page.name, image: urls.public(page.imageKey) },
  openJobs: page.openJobs,
});

/** Public company pages: never the company's email. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:id',
    {
      schema: {
        params: z.object({ id: idSchema }),
        response: { 200: companyPageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await findCompanyPage(app.db, request.params.id);
      if (!page) throw notFound('Company not found');
      return companyPageAnswer(app.fileUrls, page);
    },
  );
};
