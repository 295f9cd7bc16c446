import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { companyOf } from '../plugins/require-token';
import {
  applicationsResponseSchema,
  changeStatusBodySchema,
  messageResponseSchema,
} from 'shared-api/contract';
import { applicationExists, decideApplication, listApplications } from '../db/queries/applications';
import { forbidden, notFound } from '../lib/http-error';

export const companyApplicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company/applicants',
    { schema: { response: { 200: applicationsResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const companyId = companyOf(request);
      const list = await listApplications(app.db, { companyId }, app.fileUrls);
      return { success: true as const, applications: list };
    },
  );

  app.post(
    '/api/company/change-status',
    {
      schema: {
        body: changeStatusBodySchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id, status } = request.body;
      if (!(await decideApplication(app.db, companyId, id, status))) {
        throw (await applicationExists(app.db, id))
          ? forbidden('You can only review applications to your own jobs')
          : notFound('Application not found');
      }
      return { success: true as const, message: `Application ${status.toLowerCase()}` };
    },
  );
};
