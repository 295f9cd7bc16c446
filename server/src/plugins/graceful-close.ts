import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On close, Fastify stops accepting and closes the connections idle at that moment; its close
 * then waits for the rest. Requests that arrive on open connections are answered 503 here. A keep-alive connection whose answer was still being sent becomes idle
 * only later, and would hold the close for its keep-alive timeout (72 s): it is ended as soon as
 * its answer is out.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A request that still arrives on an open connection is sent elsewhere, and the connection
    // closed behind the answer.
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      await reply
        .status(503)
        .headers({ connection: 'close', 'retry-after': '1' })
        .send({ success: false, message: 'The server is restarting. Please try again.' });
    });
    // 'finish' (onResponse) means the whole answer is handed to the system: ending the socket
    // now sends it all, then the end. server.closeIdleConnections() here could also cut another
    // answer that is ended but not yet flushed to a slow reader.
    // (An injected request's socket is a stand-in, with nothing to end.)
    app.addHook('onResponse', async (request) => {
      const socket: unknown = request.raw.socket;
      if (closing && socket instanceof Socket) socket.end();
    });
  },
  { name: 'graceful-close' },
);
