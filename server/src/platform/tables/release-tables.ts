import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The remotes' releases (decision 45): versions, what is live, telemetry.

/**
 * Versions of a remote as published (issue 41, decision 45): immutable once registered. An
 * automatic rollback marks the canary it took down.
 */
export const releaseVersions = pgTable(
  'release_versions',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    entry: text('entry').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rollbackReason: text('rollback_reason'),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** What is live per remote: its stable version, the ones before it, and a canary beside it. */
export const releaseLive = pgTable('release_live', {
  remote: text('remote').primaryKey(),
  stable: text('stable'),
  /** The stables before this one, latest last: what a rollback puts back. */
  previous: text('previous')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  canary: text('canary'),
  canaryPercent: integer('canary_percent'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Telemetry per remote version, added to by every process in batches. */
export const releaseStats = pgTable(
  'release_stats',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    pageLoads: bigint('page_loads', { mode: 'number' }).notNull().default(0),
    errors: bigint('errors', { mode: 'number' }).notNull().default(0),
    /**
     * The canary judgement's counts (migration 0022): client addresses that were served a page
     * of the version, and those that reported an error with a page's token, each once a week.
     */
    clientLoads: bigint('client_loads', { mode: 'number' }).notNull().default(0),
    clientErrors: bigint('client_errors', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/**
 * Which client addresses a version's judgement counted (decision 45): a keyed hash of the address
 * (an IPv6 client by its /64) and the version, never the address. The row exists only so that
 * an address counts once per version and kind (`load`, `error`); rows older than a week are
 * purged.
 */
export const releaseClients = pgTable(
  'release_clients',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    client: text('client').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.kind, t.client] }),
    // The purge deletes by age alone.
    index('release_clients_first_seen_idx').on(t.firstSeen),
  ],
);

/** Web vitals' samples per remote version as a histogram: samples per bucket of each metric. */
export const releaseVitals = pgTable(
  'release_vitals',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    samples: bigint('samples', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.metric, t.bucket] })],
);
