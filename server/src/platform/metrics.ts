import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics, served on METRICS_PORT; null when that is unset. */
    metrics: {
      registry: Registry;
      address: () => AddressInfo | null;
      port: () => number | null;
    } | null;
  }
}

/**
 * Prometheus metrics on a port of their own (METRICS_PORT), kept off the public one and on
 * loopback unless METRICS_HOST says otherwise: they tell the routes, the load and the pool to
 * whoever can read them. Each app has its own registry, so tests that build several apps in one
 * process do not meet each other's metrics.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    if (config.metricsPort === undefined) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by route pattern, method and status, with their durations',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern, never the URL: ids and queries would make a series per request.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: reply.statusCode };
      requests.observe(labels, reply.elapsedTime / 1000);
    });

    const poolStats = app.dbPoolStats;
    if (poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections: total, idle, and queries waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }

    const cache = app.jobListCache;
    const cacheCounter = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers: [registry],
        // The cache counts for itself; the counter shows its count when scraped.
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    cacheCounter('job_list_cache_hits_total', 'Job list pages answered from the cache', () => {
      return cache.stats.hits;
    });
    cacheCounter('job_list_cache_misses_total', 'Job list pages asked of the database', () => {
      return cache.stats.misses;
    });

    const mail = app.mail;
    new Gauge({
      name: 'mail_outbox_messages',
      help: 'Mail outbox: messages queued (not sent, not failed), and failed ones kept a week',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = await mail.counts();
          this.set({ state: 'queued' }, counts.queued);
          this.set({ state: 'failed' }, counts.failed);
        } catch (error) {
          // The database away must not cost the scrape its other metrics, nor show a zero.
          this.reset();
          app.log.warn({ err: error }, 'mail outbox not counted for metrics');
        }
      },
    });

    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
        },
      );
    });
    const port = config.metricsPort;
    const host = config.metricsHost;
    const address = () => (server.listening ? (server.address() as AddressInfo) : null);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const shown = host.includes(':') ? `[${host}]` : host;
      app.log.info(`metrics: http://${shown}:${address()?.port ?? port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      // A scrape is small and repeated: open connections are cut rather than waited for.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    });
    app.decorate('metrics', { registry, address, port: () => address()?.port ?? null });
  },
  { name: 'metrics', dependencies: ['cache', 'mail'] },
);
