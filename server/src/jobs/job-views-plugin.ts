import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { periodicSweep } from '../platform/periodic-sweep';
import { deriveKey, loadSigningSecret } from '../platform/secrets';
import { purgeJobViewVisitors, recordJobViews, type JobView } from './job-view-queries';
import { daySalt, daysBefore, isBot, utcDay, visitorHash } from './job-views';

declare module 'fastify' {
  interface FastifyInstance {
    jobViews: {
      /** Notes that this request viewed the job; written later, with others, off the request. */
      count: (request: FastifyRequest, jobId: string) => void;
      /** Writes every view noted so far (the timer's job, the close's; tests). */
      flush: () => Promise<void>;
    };
  }
}

/** How often each process writes the views it noted. */
const FLUSH_MS = 1_000;
/** A batch this large is written at once rather than at the next tick. */
const FLUSH_AT = 500;
/**
 * Views kept while the database cannot take them: beyond this, new ones are dropped rather than
 * letting memory grow while it is away (a count, not a record anyone relies on).
 */
const MAX_PENDING = 20_000;

/**
 * Counts job views once per visitor per day (decision 42). A view costs the request one HMAC
 * and a Map entry; each process writes its batch every second in one statement whose
 * insert-or-nothing on the visitor makes the count right across processes.
 */
export const jobViewsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const key = deriveKey(loadSigningSecret(config), 'job-views');
    let pending = new Map<string, JobView>();
    let purgedBefore = '';
    // The salt changes once a day: derived then, not on every view.
    let salt: { day: string; value: Uint8Array } = { day: '', value: new Uint8Array() };
    const saltOf = (day: string) => {
      if (salt.day !== day) salt = { day, value: daySalt(key, day) };
      return salt.value;
    };

    const flushOnce = async () => {
      const today = utcDay(Date.now());
      // Visitors of the day before are still needed: a view just before midnight UTC may be
      // written just after it.
      const keepFrom = daysBefore(today, 1);
      if (purgedBefore !== keepFrom) {
        await purgeJobViewVisitors(app.db, keepFrom);
        purgedBefore = keepFrom;
      }
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await recordJobViews(app.db, [...batch.values()]);
      } catch (error) {
        // Tried again at the next tick, unless newer views have filled the room since.
        for (const [id, view] of batch) if (pending.size < MAX_PENDING) pending.set(id, view);
        throw error;
      }
    };
    const { sweep } = periodicSweep(app, { name: 'job view', everyMs: FLUSH_MS, run: flushOnce });
    let soon: Promise<void> | null = null;

    app.decorate('jobViews', {
      count: (request, jobId) => {
        if (!config.jobViewCounting || request.method !== 'GET') return;
        const userAgent = request.headers['user-agent'];
        if (isBot(userAgent) || pending.size >= MAX_PENDING) return;
        const day = utcDay(Date.now());
        const visitor = visitorHash(saltOf(day), request.ip, userAgent ?? '');
        pending.set(`${jobId} ${day} ${visitor}`, { jobId, day, visitor });
        if (pending.size >= FLUSH_AT && !soon) {
          soon = sweep().finally(() => {
            soon = null;
          });
        }
      },
      flush: sweep,
    });
    // What is noted since the last tick is written before the database closes (registered
    // before this plugin, it closes after it).
    app.addHook('onClose', async () => {
      await flushOnce().catch((error: unknown) =>
        app.log.warn({ err: error }, 'job views not written at close'),
      );
    });
  },
  { name: 'job-views' },
);
