import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { releaseStats, releaseVitals } from '../platform/schema';
import { p75, VITALS, type Vital } from './vitals';

/** What a batch of beacons added to one remote version. */
export interface StatsDelta {
  remote: string;
  version: string;
  pageLoads: number;
  errors: number;
  /** Samples per bucket, keyed `${vital} ${bucket}`. */
  vitals: Map<string, number>;
}

export interface VersionStats {
  pageLoads: number;
  errors: number;
  /** Errors per page load; null before any load. */
  errorRate: number | null;
  /** The canary judgement's counts: client addresses served its pages, and those that erred. */
  clientLoads: number;
  clientErrors: number;
  p75: Record<Vital, number | null>;
}

/** Adds a batch to the counts: one statement per table, whatever other processes add meanwhile. */
export async function recordStats(db: Database, deltas: readonly StatsDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await db
    .insert(releaseStats)
    .values(
      deltas.map(({ remote, version, pageLoads, errors }) => ({
        remote,
        version,
        pageLoads,
        errors,
      })),
    )
    .onConflictDoUpdate({
      target: [releaseStats.remote, releaseStats.version],
      set: {
        pageLoads: sql`${releaseStats.pageLoads} + excluded.page_loads`,
        errors: sql`${releaseStats.errors} + excluded.errors`,
      },
    });
  const vitals = deltas.flatMap(({ remote, version, vitals }) =>
    [...vitals].map(([key, samples]) => {
      const [metric = '', bucket = '0'] = key.split(' ');
      return { remote, version, metric, bucket: Number(bucket), samples };
    }),
  );
  if (vitals.length === 0) return;
  await db
    .insert(releaseVitals)
    .values(vitals)
    .onConflictDoUpdate({
      target: [
        releaseVitals.remote,
        releaseVitals.version,
        releaseVitals.metric,
        releaseVitals.bucket,
      ],
      set: { samples: sql`${releaseVitals.samples} + excluded.samples` },
    });
}

const key = (remote: string, version: string) => `${remote}@${version}`;

/**
 * Counts and vitals' p75 by `remote@version`: of every version seen, or of those of `remote`
 * named in `versions`.
 */
export async function readStats(
  db: Database,
  only?: { remote: string; versions: string[] },
): Promise<Map<string, VersionStats>> {
  const statsWhere = only
    ? and(eq(releaseStats.remote, only.remote), inArray(releaseStats.version, only.versions))
    : undefined;
  const vitalsWhere = only
    ? and(eq(releaseVitals.remote, only.remote), inArray(releaseVitals.version, only.versions))
    : undefined;
  const [counts, vitals] = await Promise.all([
    db.select().from(releaseStats).where(statsWhere),
    db.select().from(releaseVitals).where(vitalsWhere),
  ]);
  const histograms = new Map<string, Map<number, number>>();
  for (const row of vitals) {
    const id = `${key(row.remote, row.version)} ${row.metric}`;
    const histogram = histograms.get(id) ?? new Map<number, number>();
    histogram.set(row.bucket, row.samples);
    histograms.set(id, histogram);
  }
  const result = new Map<string, VersionStats>();
  const byId = new Map(counts.map((c) => [key(c.remote, c.version), c]));
  const ids = new Set([...byId.keys(), ...vitals.map((v) => key(v.remote, v.version))]);
  for (const id of ids) {
    const count = byId.get(id);
    const pageLoads = count?.pageLoads ?? 0;
    const errors = count?.errors ?? 0;
    result.set(id, {
      pageLoads,
      errors,
      errorRate: pageLoads > 0 ? errors / pageLoads : null,
      clientLoads: count?.clientLoads ?? 0,
      clientErrors: count?.clientErrors ?? 0,
      p75: Object.fromEntries(
        VITALS.map((vital) => [vital, p75(vital, histograms.get(`${id} ${vital}`) ?? new Map())]),
      ) as Record<Vital, number | null>,
    });
  }
  return result;
}

export const statsKey = key;
