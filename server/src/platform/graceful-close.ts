import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On close, Fastify stops accepting, answers requests that arrive on open connections with a
 * 503 (`return503OnClosing`) and closes the connections idle at that moment; its close then
 * waits for the rest. A keep-alive connection whose answer was still being sent becomes idle
 * only later, and Node would keep it for the keep-alive timeout (72 s), holding the close: from
 * the close on, a connection is let go as soon as its answer is out.
 *
 * Node sets that timer when an answer is finished, handed whole to the system, so nothing of
 * the answer is cut. Hooks per request did the same and cost a sixth of the cached job page's
 * throughput (`pnpm bench`); this costs nothing until the close.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preClose', (done) => {
      app.server.keepAliveTimeout = 1;
      done();
    });
  },
  { name: 'graceful-close' },
);
