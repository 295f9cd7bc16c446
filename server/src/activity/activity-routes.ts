import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityResponseSchema } from 'shared-api/contract';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { badRequest, forbidden, notFound } from '../platform/http-error';
import { applicationStates } from '../pipeline/pipeline-queries';
import { jobOwner, listActivity } from './activity-queries';

/** The trail of who did what, for one of the company's own applications or jobs. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company/activity',
    {
      schema: {
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { applicationId, jobId } = request.query;
      if (applicationId && !jobId) {
        const [state] = await applicationStates(app.db, [applicationId]);
        if (!state) throw notFound('Application not found');
        if (state.companyId !== companyId) {
          throw forbidden('You can only read the activity of applications to your own jobs');
        }
        const activity = await listActivity(app.db, companyId, { applicationId });
        return { success: true as const, activity };
      }
      if (jobId && !applicationId) {
        const owner = await jobOwner(app.db, jobId);
        if (!owner) throw notFound('Job not found');
        if (owner !== companyId) throw forbidden('You can only read the activity of your own jobs');
        return {
          success: true as const,
          activity: await listActivity(app.db, companyId, { jobId }),
        };
      }
      throw badRequest('Give either applicationId or jobId');
    },
  );
};
