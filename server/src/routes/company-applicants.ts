import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { and, eq } from 'drizzle-orm';
import {
  applicationsResponseSchema,
  changeStatusBodySchema,
  messageResponseSchema,
} from 'shared-api/contract';
import { listApplications } from '../db/queries/applications';
import { applications } from '../db/schema';
import { forbidden, notFound } from '../lib/http-error';

export const companyApplicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company/applicants',
    { schema: { response: { 200: applicationsResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const companyId = await app.auth.company(request);
      const list = await listApplications(
        app.db,
        eq(applications.companyId, companyId),
        app.fileUrls,
      );
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
      const companyId = await app.auth.company(request);
      const { id, status } = request.body;
      const [row] = await app.db
        .update(applications)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(applications.id, id), eq(applications.companyId, companyId)))
        .returning({ id: applications.id });
      if (!row) {
        const exists = await app.db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.id, id));
        throw exists.length > 0
          ? forbidden('You can only review applications to your own jobs')
          : notFound('Application not found');
      }
      return { success: true as const, message: `Application ${status.toLowerCase()}` };
    },
  );
};
