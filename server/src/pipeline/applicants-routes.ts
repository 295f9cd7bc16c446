import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { actorOf } from '../accounts/actor';
import { holdCompany } from '../accounts/live-accounts';
import {
  addNoteBodySchema,
  addNoteResponseSchema,
  applicantsQuerySchema,
  applicantsResponseSchema,
  notesQuerySchema,
  notesResponseSchema,
} from 'shared-api/contract';
import { recordActivity } from '../activity/activity-queries';
import { addNote, applicationStates, listNotes } from './pipeline-queries';
import { ownApplication } from './status-rules';
import { applicationLists } from './application-lists';

export const companyApplicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409);
  const sendApplications = applicationLists(app);

  app.get(
    '/api/company/applicants',
    {
      schema: {
        querystring: applicantsQuerySchema,
        response: { 200: applicantsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      sendApplications(request.ip, reply, { companyId: companyOf(request) }, request.query),
  );

  app.post(
    '/api/company/add-note',
    { schema: { body: addNoteBodySchema, response: { 200: addNoteResponseSchema, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const { applicationId, text } = request.body;
      const [found] = await applicationStates(app.db, [applicationId]);
      const state = ownApplication(companyId, found);
      const actor = await actorOf(app, request);
      const note = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const written = await addNote(tx, { applicationId, companyId, text }, actor);
        const entry = { companyId, jobId: state.jobId, applicationId, action: 'note' as const };
        await recordActivity(tx, actor, [entry], written.date);
        return written;
      });
      return { success: true as const, message: 'Note added', note };
    },
  );

  app.get(
    '/api/company/notes',
    {
      schema: {
        querystring: notesQuerySchema,
        response: { 200: notesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { applicationId } = request.query;
      const [state] = await applicationStates(app.db, [applicationId]);
      ownApplication(companyId, state);
      return { success: true as const, notes: await listNotes(app.db, companyId, applicationId) };
    },
  );
};
