import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { ReleaseRegistry } from './registry';
import { releasesRoutes } from './releases-routes';
import { serveReleaseFiles } from './release-files';

declare module 'fastify' {
  interface FastifyInstance {
    releases: {
      /** The registry as pages read it, cached (registry.ts). */
      registry: ReleaseRegistry;
    };
  }
}

/** Releases of the remotes (issue 41, decision 45): the registry, its files, its telemetry. */
export const releasesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const registry = new ReleaseRegistry(app.db, app.log);
    app.decorate('releases', { registry });
    await app.register(releasesRoutes, { token: config.releases.token });
    if (config.serveWebApps && config.releases.dir)
      await serveReleaseFiles(app, config.releases.dir);
  },
  { name: 'releases', dependencies: ['metrics'] },
);
