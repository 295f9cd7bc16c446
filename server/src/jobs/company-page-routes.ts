import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyPageResponseSchema, idSchema } from 'shared-api/contract';
import { findCompanyPage } from './company-page-queries';
import { notFound } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';

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
      return {
        success: true as const,
        company: { _id: page.id, name: page.name, image: app.fileUrls.public(page.imageKey) },
        openJobs: page.openJobs,
      };
    },
  );
};
