import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';
import { entryProblem } from './entry-check';
import { promoteVersion, registerVersion } from './registry-queries';
import { rollbackRemote } from './rollback-queries';
import { isRemoteName, RELEASE_REMOTES, type RemoteName } from './registry';
import {
  promoteBodySchema,
  registerBodySchema,
  releaseMessageSchema,
  releasesResponseSchema,
  RESERVED_VERSIONS,
  rollbackBodySchema,
} from './release-schemas';
import { readStats, statsKey } from './stats-queries';

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function remoteOf(name: string): RemoteName {
  if (!isRemoteName(name))
    throw badRequest(`Unknown remote ${name}: the remotes are ${RELEASE_REMOTES.join(', ')}`);
  return name;
}

/**
 * The release registry (issue 41): register a remote's version, make it live or a canary, roll
 * back, list. Only for whoever holds RELEASE_TOKEN; without one configured the calls do not exist.
 */
export const releasesRoutes: FastifyPluginAsyncZod<{
  token: string | undefined;
  /** Where relative entries are read from: the shell's static host (SERVE_WEB_APPS=false). */
  siteUrl: string | undefined;
}> = async (app, { token, siteUrl }) => {
  app.addHook('onRequest', async (request) => {
    if (!token)
      throw new HttpError(404, `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`);
    if (!tokenMatches(request, token))
      throw unauthorized('Send the release token as Authorization: Bearer <token>');
  });
  const changed = () => app.releases.registry.invalidate();

  app.post(
    '/api/releases',
    {
      schema: {
        body: registerBodySchema,
        response: {
          200: releaseMessageSchema,
          201: releaseMessageSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { version, entry } = request.body;
      const remote = remoteOf(request.body.remote);
      if (RESERVED_VERSIONS.includes(version))
        throw badRequest(`${version} is not a version name: it is reserved`);
      const problem = await entryProblem(app, entry, siteUrl);
      if (problem) throw badRequest(problem);
      const result = await registerVersion(app.db, remote, version, entry);
      if (result === 'conflict')
        throw conflict(
          `${remote}@${version} is registered with another entry: versions never change`,
        );
      changed();
      const registered = result === 'registered';
      return reply.status(registered ? 201 : 200).send({
        success: true as const,
        message: registered
          ? `Registered ${remote}@${version}`
          : `${remote}@${version} is already registered`,
      });
    },
  );

  app.post(
    '/api/releases/promote',
    {
      schema: {
        body: promoteBodySchema,
        response: { 200: releaseMessageSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { version, canaryPercent = 100 } = request.body;
      const remote = remoteOf(request.body.remote);
      const canary = canaryPercent < 100 ? canaryPercent : null;
      const result = await promoteVersion(app.db, remote, version, canary);
      if (result === 'unknown-version')
        throw notFound(`${remote}@${version} is not registered: publish it first`);
      if (result === 'already-stable')
        throw conflict(`${remote}@${version} is the stable version: a canary must be another one`);
      changed();
      return {
        success: true as const,
        message:
          canary === null
            ? `${remote}@${version} is live`
            : `${remote}@${version} is a canary for ${canary}% of browsers`,
      };
    },
  );

  app.post(
    '/api/releases/rollback',
    {
      schema: {
        body: rollbackBodySchema,
        response: { 200: releaseMessageSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const remote = remoteOf(request.body.remote);
      const result = await rollbackRemote(app.db, remote);
      if (result.done === 'nothing')
        throw conflict(
          `Nothing to roll back for ${remote}: no canary is live and no stable version came before this one`,
        );
      changed();
      return {
        success: true as const,
        message:
          result.done === 'canary-cleared'
            ? `The canary ${remote}@${result.canary} is rolled back: everyone is on the stable version`
            : `${remote}@${result.stable} is live again`,
      };
    },
  );

  app.get(
    '/api/releases',
    { schema: { response: { 200: releasesResponseSchema, ...errorResponses(401, 404) } } },
    async () => {
      app.releases.registry.invalidate();
      const [state, stats] = await Promise.all([app.releases.registry.state(), readStats(app.db)]);
      return {
        success: true as const,
        remotes: [...state.remotes].map(([remote, live]) => ({
          remote,
          stable: live.stable?.version ?? null,
          canary: live.canary
            ? { version: live.canary.version, percent: live.canary.percent }
            : null,
          versions: [...live.versions.values()].map((row) => {
            const seen = stats.get(statsKey(remote, row.version));
            return {
              version: row.version,
              entry: row.entry,
              registeredAt: row.registeredAt.toISOString(),
              live: live.stable?.version === row.version || live.canary?.version === row.version,
              errorRate: seen?.errorRate ?? null,
              lcpP75: seen?.p75.lcp ?? null,
              pageLoads: seen?.pageLoads ?? 0,
              ...(row.rolledBackAt
                ? {
                    rolledBackAt: row.rolledBackAt.toISOString(),
                    ...(row.rollbackReason ? { rollbackReason: row.rollbackReason } : {}),
                  }
                : {}),
            };
          }),
        })),
      };
    },
  );
};
