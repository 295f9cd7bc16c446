import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';

/** Answers smaller than this fit in the socket's buffers at once: nothing waits on the reader. */
const LARGE_ANSWER_BYTES = 64 * 1024;

/**
 * Ends an answer whose reader has stopped reading. A client that never reads keeps a streamed
 * answer (and what the stream holds) in this process for as long as it keeps the connection
 * open; with this, a connection on which nothing could be written for `sendTimeoutMs` is closed.
 * The socket's idle timer is reset by every write that completes, so a slow reader that keeps
 * reading is never cut.
 */
export const sendTimeoutPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    // A callback hook: it runs on every answer, and most need nothing of it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const large =
        (typeof payload === 'object' && payload !== null && 'pipe' in payload) ||
        (typeof payload === 'string' && payload.length >= LARGE_ANSWER_BYTES) ||
        (Buffer.isBuffer(payload) && payload.length >= LARGE_ANSWER_BYTES);
      const socket = request.raw.socket;
      // An event stream is idle by nature; it lets a stalled reader go itself (live/live-stream.ts).
      const eventStream = String(reply.getHeader('content-type')).startsWith('text/event-stream');
      // Injected requests (tests) have a stand-in socket without timers.
      if (!large || eventStream || socket.destroyed || typeof socket.setTimeout !== 'function') {
        done(null, payload);
        return;
      }
      const stalled = () => {
        request.log.warn('reader stalled: answer ended');
        socket.destroy();
      };
      socket.setTimeout(config.sendTimeoutMs);
      socket.once('timeout', stalled);
      // Node sets the keep-alive timer itself once the answer is written.
      reply.raw.once('close', () => socket.off('timeout', stalled));
      done(null, payload);
    });
  },
  { name: 'send-timeout' },
);
