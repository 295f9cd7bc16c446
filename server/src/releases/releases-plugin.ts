import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { pageRelease, type PageRelease } from './live-map';
import { askedOf, bucketOf, newBucket, pinsOf, sendReleaseCookies } from './page-cookies';
import { RELEASE_REMOTES, ReleaseRegistry, type RemoteName } from './registry';
import { releasesRoutes } from './releases-routes';
import { serveReleaseFiles } from './release-files';
import { watchCanaries } from './canary-watch';
import { releaseMetrics } from './release-metrics';
import { telemetryCollector } from './telemetry';
import { telemetryRoutes } from './telemetry-routes';
import { pageTokens } from './page-tokens';
import { clientHashes } from './client-hash';
import { deriveKey, loadSigningSecret } from '../platform/secrets';

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
    const secret = loadSigningSecret(config);
    const tokens = pageTokens(deriveKey(secret, 'release-pages'));
    const clientOf = clientHashes(deriveKey(secret, 'release-clients'));
    const telemetry = telemetryCollector(app, (remotes) =>
      watchCanaries(app, registry, config.releases, remotes),
    );
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
      // The judgement's page loads are the pages served, never beacons anyone can send (decision
      // 45), counted once per client address; each page's token lets one error beacon count.
      const load = (remote: RemoteName, version: string) =>
        telemetry.add([
          { remote, version, type: 'load', client: clientOf(remote, version, request.ip) },
        ]);
      for (const [name, live] of Object.entries(release.map.remotes)) {
        live.token = tokens.issue(name, live.version);
        load(name as RemoteName, live.version);
      }
      if (state.anyLive)
        for (const name of RELEASE_REMOTES) if (!release.map.remotes[name]) load(name, 'config');
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
      spend: tokens.spend,
      clientOf,
    });
    if (app.metrics) releaseMetrics(app, app.metrics.registry);
    if (config.serveWebApps && config.releases.dir)
      await serveReleaseFiles(app, config.releases.dir);
  },
  { name: 'releases', dependencies: ['metrics'] },
);
