import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  JOB_ALERTS_PER_USER,
  jobAlertBodySchema,
  jobAlertSavedResponseSchema,
  jobAlertsResponseSchema,
  jobAlertWords,
  messageResponseSchema,
  unsubscribeQuerySchema,
} from 'shared-api/contract';
import {
  deleteJobAlert,
  findAlertByUnsubscribeHash,
  listJobAlerts,
  saveJobAlert,
  unsubscribeJobAlert,
} from './alert-queries';
import { conflict, notFound } from '../platform/http-error';
import { accountGone } from '../accounts/live-accounts';
import { errorResponses } from '../platform/route-schemas';
import { unsubscribePage, type UnsubscribePage } from './unsubscribe-page';
import { userOf } from '../accounts/require-token';

const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
const GONE = 'This job alert is already gone, or the link is incomplete';

/** Job alerts: a seeker's saved searches, and the mailed unsubscribe link. */
export const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links } = app.jobAlerts;

  // RFC 8058's one-click POST is a form (`List-Unsubscribe=One-Click`), as is the page's button.
  // Nothing in it matters but its arrival: the token is in the URL. Only in this plugin's scope.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/api/users/alerts',
    { schema: { response: { 200: jobAlertsResponseSchema, ...errorResponses(401) } } },
    async (request) => ({
      success: true as const,
      alerts: await listJobAlerts(app.db, userOf(request)),
    }),
  );

  app.post(
    '/api/users/alerts',
    {
      schema: {
        body: jobAlertBodySchema,
        response: {
          200: jobAlertSavedResponseSchema,
          201: jobAlertSavedResponseSchema,
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const result = await saveJobAlert(app.db, userOf(request), request.body, {
        now: Date.now(),
        intervalMs: app.jobAlerts.intervalMs,
        unsubscribeHash: (id) => links.hashOf(links.tokenOf(id)),
      });
      switch (result.outcome) {
        case 'no-user':
          throw accountGone();
        case 'no-email':
          throw conflict(
            'Your account has no email address, so job alerts cannot be sent to you. Add one to your account first.',
          );
        case 'full':
          throw conflict(
            `You have ${JOB_ALERTS_PER_USER} job alerts, the most you can keep: delete one on Applied Jobs to save another.`,
          );
        case 'exists':
          return {
            success: true as const,
            message: 'You already have this job alert',
            alert: result.alert,
          };
        case 'saved':
          void reply.status(201);
          return {
            success: true as const,
            message: `Job alert saved: we will email you new jobs for ${jobAlertWords(result.alert)}`,
            alert: result.alert,
          };
      }
    },
  );

  app.delete(
    '/api/users/alerts/:id',
    {
      schema: {
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      // Someone else's alert is not found either: its existence is not theirs to learn.
      if (!(await deleteJobAlert(app.db, userOf(request), request.params.id)))
        throw notFound('Job alert not found');
      return { success: true as const, message: 'Job alert deleted' };
    },
  );

  const page = (reply: FastifyReply, status: number, content: UnsubscribePage) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('x-robots-tag', 'noindex')
      .send(unsubscribePage(content));

  // Opening the link only asks: mail scanners and link previews open links too.
  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { token } = request.query;
      const alert = await findAlertByUnsubscribeHash(app.db, links.hashOf(token));
      const siteOrigin = links.siteOrigin;
      if (!alert) return page(reply, 404, { kind: 'gone', siteOrigin });
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return page(reply, 200, { kind: 'confirm', words: jobAlertWords(alert), action, siteOrigin });
    },
  );

  // RFC 8058 one-click, from a mail program or the page's button: no sign-in, the token is enough.
  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const alert = await unsubscribeJobAlert(app.db, links.hashOf(request.query.token));
      const siteOrigin = links.siteOrigin;
      if (wantsHtml(request.headers.accept)) {
        return alert
          ? page(reply, 200, { kind: 'done', words: jobAlertWords(alert), siteOrigin })
          : page(reply, 404, { kind: 'gone', siteOrigin });
      }
      if (!alert) throw notFound(GONE);
      return reply.send({ success: true, message: 'Unsubscribed: the job alert is deleted' });
    },
  );
};

/** A person's browser (the page's button) gets a page; a mail program the API's JSON. */
const wantsHtml = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? '');
