import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface AfterResponse {
  /**
   * Runs `task` once the answer is on its way, so that how long the answer took tells nothing
   * of what the task found or did. A failure is logged under `what`.
   */
  run: (what: string, task: () => Promise<unknown>) => void;
  /** Resolves once every task begun so far has ended (closing; tests before they read mail). */
  settled: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

/** Work a route does after answering. Registered after the database and mail: closed before them. */
export const afterResponsePlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const settled = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };
    app.decorate('afterResponse', {
      run: (what, task) => {
        const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .then(
            () => undefined,
            (error: unknown) => app.log.error({ err: error }, `${what} failed`),
          )
          .finally(() => pending.delete(done));
        pending.add(done);
      },
      settled,
    });
    app.addHook('onClose', settled);
  },
  { name: 'after-response', dependencies: ['mail'] },
);
