import type { FastifyInstance } from 'fastify';

/** Waits between tries to remove a file whose owner was erased: storage may be briefly away. */
const RETRY_MS = [5_000, 60_000, 600_000];

/**
 * Removes an erased account's file (a resume, a logo) after the erase has committed. The erase
 * stands whatever happens here, so a failure is never the caller's error: the removal is tried
 * again in the background, and a file still there after that is logged by its key, for whoever
 * runs the storage to remove (decision 43).
 */
export async function removeAfterErase(app: FastifyInstance, key: string): Promise<void> {
  const attempt = async (retry: number): Promise<void> => {
    try {
      await app.storage.remove(key);
    } catch (error) {
      const wait = RETRY_MS[retry];
      if (wait === undefined) {
        app.log.error({ err: error, key }, 'file of an erased account left in storage');
        return;
      }
      app.log.warn({ err: error, key }, 'file of an erased account not removed yet');
      setTimeout(() => void attempt(retry + 1), wait).unref();
    }
  };
  await attempt(0);
}
