import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { readStats, type VersionStats } from './stats-queries';
import { VITALS } from './vitals';

/**
 * Telemetry per remote version in /metrics, read from the database at each scrape so that every
 * process shows the same totals (all processes' beacons), labelled by remote and version.
 */
export function releaseMetrics(app: FastifyInstance, registry: Registry): void {
  let reading: Promise<Map<string, VersionStats>> | null = null;
  // The three series are collected in one scrape: one read serves them.
  const stats = () => {
    reading ??= readStats(app.db).finally(() => setTimeout(() => (reading = null), 100).unref());
    return reading;
  };
  const each = async (use: (remote: string, version: string, seen: VersionStats) => void) => {
    try {
      for (const [key, seen] of await stats()) {
        const at = key.lastIndexOf('@');
        use(key.slice(0, at), key.slice(at + 1), seen);
      }
    } catch (error) {
      app.log.warn({ err: error }, 'release telemetry not read for metrics');
    }
  };
  const labelNames = ['remote', 'version'] as const;
  new Counter({
    name: 'release_page_loads_total',
    help: 'Pages served naming each remote version in their release map',
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await each((remote, version, seen) => this.inc({ remote, version }, seen.pageLoads));
    },
  });
  new Counter({
    name: 'release_client_errors_total',
    help: 'Served pages of each remote version whose shell reported an error with the page token',
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await each((remote, version, seen) => this.inc({ remote, version }, seen.errors));
    },
  });
  new Gauge({
    name: 'release_web_vital_p75',
    help: "Web vitals' 75th percentile per remote version: LCP and INP in milliseconds, CLS unitless",
    labelNames: [...labelNames, 'vital'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await each((remote, version, seen) => {
        for (const vital of VITALS) {
          const value = seen.p75[vital];
          if (value !== null) this.set({ remote, version, vital }, value);
        }
      });
    },
  });
}
