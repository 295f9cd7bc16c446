import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undoStatusBodySchema, undoStatusResponseSchema } from 'shared-api/contract';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { actorOf } from '../accounts/actor';
import { holdCompany } from '../accounts/live-accounts';
import { conflict } from '../platform/http-error';
import { cancelMail } from '../mail/outbox-queries';
import { lockApplicationStates } from '../pipeline/pipeline-queries';
import { ownApplication } from '../pipeline/status-rules';
import { latestStatusActivity, recordActivity, restoreStatus } from './activity-queries';

const TOO_LATE = 'The change can no longer be undone';

/**
 * Takes back an application's latest status change within the undo window (decision 0041): the
 * stage is restored and the candidate's mail, still waiting in the outbox, is deleted unsent.
 * `from` and `to`, when given, name the move meant: any other latest change is too late.
 */
export const undoRoutes: FastifyPluginAsyncZod<{ undoWindowMs: number }> = async (
  app,
  { undoWindowMs },
) => {
  app.post(
    '/api/company/undo-status',
    {
      schema: {
        body: undoStatusBodySchema,
        response: { 200: undoStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const actor = await actorOf(app, request);
      const { id, from, to } = request.body;
      const restored = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        // The application's row lock orders this against its other moves and undos.
        const [found] = await lockApplicationStates(tx, [id]);
        const state = ownApplication(companyId, found);
        const last = await latestStatusActivity(tx, id);
        const now = Date.now();
        if (
          !last ||
          last.action === 'undo' ||
          last.companyId !== companyId ||
          last.fromValue === null ||
          last.toValue !== state.status ||
          (from !== undefined && last.fromValue !== from) ||
          (to !== undefined && last.toValue !== to) ||
          now - last.at >= undoWindowMs
        ) {
          throw conflict(TOO_LATE);
        }
        // A worker already holding the mail is sending it: too late to take the change back.
        if (last.mailId && !(await cancelMail(tx, last.mailId))) throw conflict(TOO_LATE);
        if (!(await restoreStatus(tx, id, last.toValue, last.fromValue))) throw conflict(TOO_LATE);
        await app.notifications.statusRestored(tx, [id]);
        const entry = {
          companyId,
          jobId: state.jobId,
          applicationId: id,
          action: 'undo' as const,
          from: last.toValue,
          to: last.fromValue,
        };
        // Later than the change it undoes, even within the same millisecond.
        await recordActivity(tx, actor, [entry], Math.max(now, last.at + 1));
        return last.fromValue;
      });
      return {
        success: true as const,
        message: `Change undone: the application is ${restored} again`,
        application: { _id: id, status: restored },
      };
    },
  );
};
