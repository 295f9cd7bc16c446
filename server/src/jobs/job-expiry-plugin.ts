import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { EXPIRY_BATCH, expireDueJobs } from './posting-queries';

/**
 * Every process looks for jobs past their closing date every JOB_EXPIRY_SWEEP_MS and marks them
 * expired, which takes them out of every list and count (`listed`) and drops the cached pages
 * that showed them, here and, through job-changes, in every other process. No request is needed:
 * a job leaves the lists within a sweep and a cache TTL of its closing time, in whichever process
 * is asked. Sweeping in every process costs one indexed query each and needs no leader; the
 * update's row locks make each job expire once.
 */
export const jobExpiryPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    let sweeping: Promise<void> | null = null;

    async function sweep() {
      for (;;) {
        const expired = await expireDueJobs(app.db, Date.now());
        if (expired.length > 0) await app.jobChanged(...expired);
        if (expired.length < EXPIRY_BATCH) return;
      }
    }

    const tick = () => {
      sweeping ??= sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'job expiry sweep failed'))
        .finally(() => {
          sweeping = null;
        });
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, config.jobExpirySweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'job-expiry', dependencies: ['job-changes'] },
);
