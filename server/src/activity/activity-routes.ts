import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityResponseSchema } from 'shared-api/contract';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { badRequest, notFound } from '../platform/http-error';
import { applicationStates } from '../pipeline/pipeline-queries';
import { ownApplication } from '../pipeline/status-rules';
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
        ownApplication(companyId, state);
        const activity = await listActivity(app.db, companyId, { applicationId });
        return { success: true as const, activity };
      }
      if (jobId && !applicationId) {
        // Another company's job answers as a missing one: a 403 would confirm it exists.
        if ((await jobOwner(app.db, jobId)) !== companyId) throw notFound('Job not found');
        return {
          success: true as const,
          activity: await listActivity(app.db, companyId, { jobId }),
        };
      }
      throw badRequest('Give either applicationId or jobId');
    },
  );
};
