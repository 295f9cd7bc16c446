import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressKey } from '../accounts/login-throttle';
import { z } from 'zod';
import { errorResponses } from '../platform/route-schemas';
import type { ClientHash } from './client-hash';
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
    /** The page's token from its release map: without it an error never judges a canary. */
    token: z.string().max(120).optional(),
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
 * Beacons are not trusted with the canary judgement (decision 45): page loads are counted where
 * pages are served, so a `load` beacon is ignored, and an error counts only with its page's valid
 * token, once per page; the judgement counts each sending address once per version. Limited per
 * address, an IPv6 client by its /64.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<{
  rateMax: number;
  known: (remote: string, version: string) => Promise<boolean>;
  add: (events: TelemetryEvent[]) => void;
  /** Whether a page's token is valid for that version and unused; it is used from then on. */
  spend: (remote: string, version: string, token: string) => boolean;
  /** Who sent it, for the judgement: each address's errors count once per version. */
  clientOf: ClientHash;
}> = async (app, { rateMax, known, add, spend, clientOf }) => {
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
      config: {
        rateLimit: {
          max: rateMax,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `telemetry:${addressKey(request.ip)}`,
        },
      },
      schema: {
        body: telemetryBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const events: TelemetryEvent[] = [];
      for (const event of request.body.events) {
        const { remote, version, type, value, token } = event;
        if (type === 'load' || !isRemoteName(remote) || !(await known(remote, version))) continue;
        if (type !== 'error') events.push({ remote, version, type, value: value ?? 0 });
        else if (token !== undefined && spend(remote, version, token))
          events.push({ remote, version, type, client: clientOf(remote, version, request.ip) });
      }
      add(events);
      return reply.status(204).send(null);
    },
  );
};
