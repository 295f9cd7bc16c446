import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkChangeStatusBodySchema,
  bulkChangeStatusResponseSchema,
  changeStatusBodySchema,
  messageResponseSchema,
  type SkippedApplication,
} from 'shared-api/contract';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { actorOf } from '../accounts/actor';
import { holdCompany } from '../accounts/live-accounts';
import { recordActivity } from '../activity/activity-queries';
import { lockApplicationStates, moveApplication, moveApplications } from './pipeline-queries';
import { conflict } from '../platform/http-error';
import { MOVED, refusal } from './status-rules';

/**
 * A company's status changes: each is written with the trail entry that says who made it, and
 * the candidate's mail waits out the undo window (decision 0041).
 */
export const statusRoutes: FastifyPluginAsyncZod<{ undoWindowMs: number }> = async (
  app,
  { undoWindowMs },
) => {
  const errors = errorResponses(400, 401, 403, 404, 409);
  /** The mail about a change leaves once the change can no longer be undone. */
  const mailAfter = { delayMs: undoWindowMs };

  app.post(
    '/api/company/change-status',
    {
      schema: { body: changeStatusBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const actor = await actorOf(app, request);
      const { id, status } = request.body;
      await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const [state] = await lockApplicationStates(tx, [id]);
        const refused = refusal(companyId, state, status);
        if (refused || !state) throw refused ?? conflict('The application changed meanwhile');
        if (!(await moveApplication(tx, companyId, id, status))) {
          throw conflict('The application changed meanwhile');
        }
        const at = Date.now();
        const mails = await app.notifications.statusChanged(tx, [id], mailAfter);
        const mailId = mails.get(id);
        await recordActivity(
          tx,
          actor,
          [
            {
              companyId,
              jobId: state.jobId,
              applicationId: id,
              action: 'status',
              from: state.status,
              to: status,
              ...(mailId ? { mailId } : {}),
            },
          ],
          at,
        );
      });
      return { success: true as const, message: `Application ${MOVED[status]}` };
    },
  );

  app.post(
    '/api/company/bulk-change-status',
    {
      schema: {
        body: bulkChangeStatusBodySchema,
        response: { 200: bulkChangeStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const actor = await actorOf(app, request);
      const { ids, status, skipIneligible } = request.body;
      const skipped: SkippedApplication[] = [];
      const movedCount = await moveApplications(
        app.db,
        (tx) => holdCompany(tx, companyId),
        ids,
        status,
        (states) => {
          const byId = new Map(states.map((state) => [state.id, state]));
          const chosen: string[] = [];
          for (const id of ids) {
            const refused = refusal(companyId, byId.get(id), status);
            if (!refused) chosen.push(id);
            else if (skipIneligible) skipped.push({ id, reason: refused.message });
            else {
              refused.message = `Nothing changed: ${refused.message} (${id})`;
              throw refused;
            }
          }
          return chosen;
        },
        async (tx, moved) => {
          const at = Date.now();
          const movedIds = moved.map((state) => state.id);
          const mails = await app.notifications.statusChanged(tx, movedIds, mailAfter);
          const records = moved.map((state) => {
            const mailId = mails.get(state.id);
            return {
              companyId,
              jobId: state.jobId,
              applicationId: state.id,
              action: 'bulk-status' as const,
              from: state.status,
              to: status,
              ...(mailId ? { mailId } : {}),
            };
          });
          await recordActivity(tx, actor, records, at);
          return moved.length;
        },
      );
      const count = `${movedCount} application${movedCount === 1 ? '' : 's'}`;
      const message = `${count} ${MOVED[status]}`;
      if (!skipIneligible) return { success: true as const, message };
      const skippedNote = skipped.length > 0 ? `; ${skipped.length} skipped` : '';
      return { success: true as const, message: `${message}${skippedNote}`, skipped };
    },
  );
};
