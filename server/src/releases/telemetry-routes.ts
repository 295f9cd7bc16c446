import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../platform/route-schemas';
import { isRemoteName } from './registry';
import type { TelemetryEvent } from './telemetry';
import { VITALS } from './vitals';

/** A beacon's most: the shell batches within it. */
export const TELEMETRY_BODY_LIMIT = 1024;

const eventSchema = z
  .object({
    remote: z.string().max(40),
    version: z.string().max(64),
    type: z.enum(['load', 'error', ...VITALS]),
    value: z.number().min(0).max(600_000).optional(),
    message: z.string().max(200).optional(),
  })
  .refine((event) => event.type === 'load' || event.type === 'error' || event.value !== undefined, {
    message: 'a web vital needs its value',
    path: ['value'],
  });

const telemetryBodySchema = z.object({ events: z.array(eventSchema).min(1).max(40) });

/**
 * The shell's beacons (issue 41): page loads, errors and web vitals per remote version. Sent by
 * navigator.sendBeacon as text/plain (a cross-origin beacon stays a simple request) or as JSON;
 * at most 1 KB, limited per client address. Events of a remote or version the registry does not
 * know are dropped (`config` is config.json's version), so nobody can grow the metrics' labels.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<{
  rateMax: number;
  known: (remote: string, version: string) => Promise<boolean>;
  add: (events: TelemetryEvent[]) => void;
}> = async (app, { rateMax, known, add }) => {
  // Only in this plugin's scope: a beacon's text is its JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        const error = Object.assign(new Error('The request body is not valid JSON'), {
          statusCode: 400,
        });
        done(error, undefined);
      }
    },
  );

  app.post(
    '/api/telemetry',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      config: { rateLimit: { max: rateMax, timeWindow: '1 minute' } },
      schema: {
        body: telemetryBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const events: TelemetryEvent[] = [];
      for (const event of request.body.events) {
        if (!isRemoteName(event.remote) || !(await known(event.remote, event.version))) continue;
        const { remote, version, type, value } = event;
        events.push(
          type === 'load' || type === 'error'
            ? { remote, version, type }
            : { remote, version, type, value: value ?? 0 },
        );
      }
      add(events);
      return reply.status(204).send(null);
    },
  );
};
