import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { analyzeJobs, notifyJobChange, vacuumAnalyze } from './job-change-queries';
import type { JobFacts } from './job-list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after a job write, with the job as it was and as it is: this process's cached pages
     * that could list it go at once, and, on PostgreSQL, every other process's through NOTIFY.
     */
    jobChanged: (...versions: JobFacts[]) => Promise<void>;
    /** Calls `listener` whenever jobs may have changed, here or in another process. */
    onJobsChanged: (listener: () => void) => void;
  }
}

const CHANNEL = 'job_changes';
const noteSchema = z.object({
  from: z.string(),
  jobs: z.array(
    z.object({
      title: z.string(),
      location: z.string(),
      category: z.string(),
      companyId: z.string(),
      employmentType: z.string().nullable().optional(),
      workplace: z.string().nullable().optional(),
      yearlyPay: z.number().optional(),
    }),
  ),
});
const NOTE_MAX_BYTES = 7_000;
/** PGlite has no autovacuum: after writes, statistics are refreshed this often at most. */
const ANALYZE_EVERY_MS = 60_000;

export const jobChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const self = randomUUID();
    let writesSinceAnalyze = 0;
    const listeners = new Set<() => void>();
    const changed = () => {
      for (const listener of listeners) listener();
    };
    app.decorate('onJobsChanged', (listener: () => void) => {
      listeners.add(listener);
    });

    app.decorate('jobChanged', async (...versions: JobFacts[]) => {
      app.jobListCache.invalidate(...versions);
      changed();
      writesSinceAnalyze += 1;
      if (!app.dbListen) return;
      let note = JSON.stringify({ from: self, jobs: versions });
      // NOTIFY carries under 8,000 bytes: past that (an expiry sweep of many jobs) the note says
      // only that jobs changed, which every version reads as "forget every page".
      if (Buffer.byteLength(note) > NOTE_MAX_BYTES)
        note = JSON.stringify({ from: self, all: true });
      await notifyJobChange(app.db, CHANNEL, note);
    });

    if (app.dbListen) {
      const stop = await app.dbListen(CHANNEL, {
        message: (payload) => {
          const note = noteSchema.safeParse(parseJson(payload));
          // A note this version cannot read still means some job changed.
          if (!note.success) {
            changed();
            return app.jobListCache.clear();
          }
          if (note.data.from === self) return;
          changed();
          app.jobListCache.invalidate(...note.data.jobs);
        },
        // Writes made while the connection was down are unknown: forget every page.
        reset: () => {
          changed();
          app.jobListCache.clear();
        },
      });
      app.addHook('onClose', stop);
    }

    if (app.dbKind === 'pglite') {
      // The planner needs statistics (without them a title search that matches nothing was many
      // times slower) and index-only scans need the visibility map: both at start...
      app.addHook('onReady', async () => {
        await vacuumAnalyze(app.db);
      });
      // ...and statistics again once jobs have been written.
      const timer = setInterval(() => {
        if (writesSinceAnalyze === 0) return;
        writesSinceAnalyze = 0;
        analyzeJobs(app.db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'analyze failed');
        });
      }, ANALYZE_EVERY_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'job-changes', dependencies: ['cache'] },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
