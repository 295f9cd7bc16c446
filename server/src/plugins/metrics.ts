import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics, served on METRICS_PORT; null when that is unset. */
    metrics: { registry: Registry; port: () => number | null } | null;
  }
}

/**
 * Prometheus metrics on a port of their own (METRICS_PORT), kept off the public one: they tell
 * the routes, the load and the pool to whoever can read them. Each app has its own registry, so
 * tests that build several apps in one process do not meet each other's metrics.
 * Queue depths join these once there are queues.
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
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      app.log.info(
        `metrics: http://${config.host}:${(server.address() as AddressInfo).port}/metrics`,
      );
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      // A scrape is small and repeated: open connections are cut rather than waited for.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    });
    app.decorate('metrics', {
      registry,
      port: () => (server.listening ? (server.address() as AddressInfo).port : null),
    });
  },
  { name: 'metrics', dependencies: ['cache'] },
);
