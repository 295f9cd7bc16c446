import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import {
  addNoteBodySchema,
  addNoteResponseSchema,
  applicantsQuerySchema,
  applicantsResponseSchema,
  bulkChangeStatusBodySchema,
  canMove,
  changeStatusBodySchema,
  messageResponseSchema,
  NEXT_STATUSES,
  notesQuerySchema,
  notesResponseSchema,
  type DecisionStatus,
} from 'shared-api/contract';
import {
  addNote,
  applicationStates,
  listNotes,
  moveApplication,
  moveApplications,
  type ApplicationState,
} from './pipeline-queries';
import { conflict, forbidden, notFound, type HttpError } from '../platform/http-error';
import { applicationLists } from './application-lists';

const MOVED: Record<DecisionStatus, string> = {
  Shortlisted: 'shortlisted',
  Interviewing: 'moved to Interviewing',
  Accepted: 'accepted',
  Rejected: 'rejected',
};

/** Why the company may not move this application to `to`, or null when it may. */
function refusal(
  companyId: string,
  state: ApplicationState | undefined,
  to: DecisionStatus,
): HttpError | null {
  if (!state) return notFound('Application not found');
  if (state.companyId !== companyId) {
    return forbidden('You can only review applications to your own jobs');
  }
  if (canMove(state.status, to)) return null;
  return NEXT_STATUSES[state.status].length === 0
    ? conflict(`This application is already ${state.status}: it cannot change any more`)
    : conflict(`An application cannot go from ${state.status} to ${to}`);
}

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
    '/api/company/change-status',
    {
      schema: { body: changeStatusBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id, status } = request.body;
      const moved = await app.db.transaction(async (tx) => {
        const done = await moveApplication(tx, companyId, id, status);
        if (done) await app.notifications.statusChanged(tx, [id]);
        return done;
      });
      if (!moved) {
        const [state] = await applicationStates(app.db, [id]);
        // Moved by someone else in between: it may now be allowed, or final.
        throw refusal(companyId, state, status) ?? conflict('The application changed meanwhile');
      }
      return { success: true as const, message: `Application ${MOVED[status]}` };
    },
  );

  app.post(
    '/api/company/bulk-change-status',
    {
      schema: {
        body: bulkChangeStatusBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { ids, status } = request.body;
      await moveApplications(app.db, ids, status, app.notifications.statusChanged, (states) => {
        const byId = new Map(states.map((state) => [state.id, state]));
        for (const id of ids) {
          const refused = refusal(companyId, byId.get(id), status);
          if (refused) {
            refused.message = `Nothing changed: ${refused.message} (${id})`;
            throw refused;
          }
        }
      });
      const count = `${ids.length} application${ids.length === 1 ? '' : 's'}`;
      return { success: true as const, message: `${count} ${MOVED[status]}` };
    },
  );

  app.post(
    '/api/company/add-note',
    { schema: { body: addNoteBodySchema, response: { 200: addNoteResponseSchema, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const { applicationId, text } = request.body;
      const [state] = await applicationStates(app.db, [applicationId]);
      if (!state) throw notFound('Application not found');
      if (state.companyId !== companyId) {
        throw forbidden('You can only write notes on applications to your own jobs');
      }
      const note = await addNote(app.db, { applicationId, companyId, text });
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
      if (!state) throw notFound('Application not found');
      if (state.companyId !== companyId) {
        throw forbidden('You can only read notes on applications to your own jobs');
      }
      return { success: true as const, notes: await listNotes(app.db, companyId, applicationId) };
    },
  );
};
