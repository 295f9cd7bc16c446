import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { pageRelease, type PageRelease } from './live-map';
import { askedOf, bucketOf, newBucket, pinsOf, sendReleaseCookies } from './page-cookies';
import { ReleaseRegistry, type RemoteName } from './registry';
import { releasesRoutes } from './releases-routes';
import { serveReleaseFiles } from './release-files';
import { watchCanaries } from './canary-watch';
import { releaseMetrics } from './release-metrics';
import { telemetryCollector } from './telemetry';
import { telemetryRoutes } from './telemetry-routes';

declare module 'fastify' {
  interface FastifyInstance {
    releases: {
      /** The registry as pages read it, cached (registry.ts). */
      registry: ReleaseRegistry;
      /**
       * The versions this page loads, with its cookies set; null while no version is registered
       * (the page is then sent as before the registry, from config.json).
       */
      forPage: (request: FastifyRequest, reply: FastifyReply) => Promise<PageRelease | null>;
      /** Writes the telemetry received so far and checks the canaries (the timer's job; tests). */
      flushTelemetry: () => Promise<void>;
    };
  }
}

/** Releases of the remotes (issue 41, decision 45): the registry, its files, its telemetry. */
export const releasesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const registry = new ReleaseRegistry(app.db, app.log);
    // Once per request: the not-found handler asks before the page it renders does.
    const chosen = new WeakMap<FastifyRequest, Promise<PageRelease | null>>();
    const choose = async (request: FastifyRequest, reply: FastifyReply) => {
      const state = await registry.state();
      if (!state.any) return null;
      const bucket = bucketOf(request);
      const pins = pinsOf(request);
      const release = pageRelease(state, { bucket, pins, asked: askedOf(request) }, newBucket);
      sendReleaseCookies(request, reply, {
        // A bucket is given once something is live: before that no browser needs one.
        bucket: bucket === null && state.anyLive ? release.bucket : null,
        pins: release.pins.join(',') === pins.join(',') ? null : release.pins,
      });
      return release;
    };
    const forPage = (request: FastifyRequest, reply: FastifyReply) => {
      let release = chosen.get(request);
      if (!release) {
        release = choose(request, reply);
        chosen.set(request, release);
      }
      return release;
    };
    const telemetry = telemetryCollector(app, (remotes) =>
      watchCanaries(app, registry, config.releases, remotes),
    );
    app.decorate('releases', { registry, forPage, flushTelemetry: telemetry.flush });
    await app.register(releasesRoutes, {
      token: config.releases.token,
      siteUrl: config.serveWebApps ? undefined : config.siteUrl,
    });
    await app.register(telemetryRoutes, {
      rateMax: config.releases.telemetryRateMax,
      known: async (remote, version) =>
        version === 'config' ||
        ((await registry.state()).remotes.get(remote as RemoteName)?.versions.has(version) ??
          false),
      add: telemetry.add,
    });
    if (app.metrics) releaseMetrics(app, app.metrics.registry);
    if (config.serveWebApps && config.releases.dir)
      await serveReleaseFiles(app, config.releases.dir);
  },
  { name: 'releases', dependencies: ['metrics'] },
);
