import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { periodicSweep } from '../platform/periodic-sweep';
import { deriveKey, loadSigningSecret } from '../platform/secrets';
import { purgeJobViewVisitors, recordJobViews } from './job-view-queries';
import {
  addressHash,
  daySalt,
  daysBefore,
  isBot,
  utcDay,
  viewBatch,
  visitorHash,
} from './job-views';

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
 * Counts job views once per visitor per day, and at most JOB_VIEW_ADDRESS_MAX visitors per
 * address (decision 42). A view costs the request one HMAC and a Map entry, a new visitor a
 * second HMAC; each process writes its batch every second in one statement whose
 * insert-or-nothing on the visitor and on its address's place makes the count right across
 * processes.
 */
export const jobViewsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const key = deriveKey(loadSigningSecret(config), 'job-views');
    let pending = viewBatch(config.jobViewAddressMax);
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
      if (pending.views.size === 0) return;
      const batch = pending;
      pending = viewBatch(config.jobViewAddressMax);
      try {
        await recordJobViews(app.db, [...batch.views.values()], config.jobViewAddressMax);
      } catch (error) {
        // Tried again at the next tick, unless newer views have filled the room since.
        for (const view of batch.views.values()) {
          if (pending.views.size < MAX_PENDING) {
            pending.note(view.jobId, view.day, view.visitor, () => view.address);
          }
        }
        throw error;
      }
    };
    const { sweep } = periodicSweep(app, { name: 'job view', everyMs: FLUSH_MS, run: flushOnce });
    let soon: Promise<void> | null = null;

    app.decorate('jobViews', {
      count: (request, jobId) => {
        if (!config.jobViewCounting || request.method !== 'GET') return;
        const userAgent = request.headers['user-agent'];
        if (isBot(userAgent) || pending.views.size >= MAX_PENDING) return;
        const day = utcDay(Date.now());
        const daily = saltOf(day);
        const visitor = visitorHash(daily, request.ip, userAgent ?? '');
        pending.note(jobId, day, visitor, () => addressHash(daily, request.ip));
        if (pending.views.size >= FLUSH_AT && !soon) {
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
