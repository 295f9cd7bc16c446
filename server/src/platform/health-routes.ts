import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readinessChecks, runChecks } from './health-checks';

const liveResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });
/** Each check is 'ok' or a few words why not. */
const readyResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.string(),
    redis: z.string().optional(),
    storage: z.string().optional(),
  }),
});

/**
 * Probes for whatever runs this process (an orchestrator, a load balancer): never rate limited,
 * since they come often from one address, and never cached.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = readinessChecks(app);

  // Liveness: the process answers. Nothing outside it is asked, so an outage elsewhere does not
  // get a healthy process restarted.
  app.get(
    '/healthz',
    { config: { rateLimit: false }, schema: { response: { 200: liveResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, status: 'ok' as const };
    },
  );

  // Readiness: whether to send this process traffic now.
  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },
    },
    async (_request, reply) => {
      const results = await runChecks(checks);
      const ready = Object.values(results).every((result) => result === 'ok');
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        success: ready,
        status: ready ? 'ok' : 'unavailable',
        checks: { database: results.database ?? 'unavailable', ...results },
      });
    },
  );
};
