import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientSlots } from '../platform/client-slots';
import { HttpError } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';
import { companyOf, userOf } from '../accounts/require-token';
import { audienceEventsAfter, keptIdRange } from './live-queries';
import { LiveStream, sseFrame } from './live-stream';
import { companyAudience, userAudience, type LiveAudience } from './publish';

/** Streams one account may have open in one process (tabs, devices). */
export const LIVE_STREAMS_PER_ACCOUNT = 5;
/** Streams one address may have open in one process, whatever accounts it uses. */
export const LIVE_STREAMS_PER_ADDRESS = 20;
/** What a client waits before reconnecting when the connection drops (its `retry:`). */
const RETRY_MS = 3_000;
/** More missed events than this, and the client is told to ask its data again instead. */
const REPLAY_MAX = 200;
/**
 * A stream ends after this and the client reconnects: its token is verified whole again then (a
 * Clerk session token lives a minute), and it resumes with Last-Event-ID. A logout, a password
 * reset or a deleted account ends it sooner, through the auth's token watch.
 */
const STREAM_LIFETIME_MS = 15 * 60_000;

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies (nginx) must pass each event on at once rather than buffer the answer.
  'x-accel-buffering': 'no',
  // Its connection carries nothing after it: closed with it, it holds no server close open.
  connection: 'close',
};

/** Last-Event-ID as a number, or null when absent or not one of ours. */
function lastEventId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAccount = new ClientSlots(LIVE_STREAMS_PER_ACCOUNT);
  const perAddress = new ClientSlots(LIVE_STREAMS_PER_ADDRESS);

  /** What was missed since `after` (or a resync), then `ready`: the id to resume from. */
  const handshake = async (stream: LiveStream, after: number | null) => {
    const { low, high } = await keptIdRange(app.db);
    let position = high ?? 0;
    if (after !== null) {
      // Swept since, or a number from another database: what was missed cannot be told.
      let lost = low === null || low > after + 1 || after > position;
      if (!lost) {
        const missed = await audienceEventsAfter(app.db, stream.audience, after, REPLAY_MAX + 1);
        lost = missed.length > REPLAY_MAX;
        if (!lost) stream.replay(missed);
        position = Math.max(position, missed.at(-1)?.id ?? 0);
      }
      if (lost) stream.write(sseFrame({ id: position, kind: 'resync', data: {} }));
    }
    stream.write(sseFrame({ id: position, kind: 'ready', data: {} }));
    stream.open();
  };

  const openStream = async (request: FastifyRequest, reply: FastifyReply, to: LiveAudience) => {
    const releaseAccount = perAccount.take(to);
    const releaseAddress = releaseAccount && perAddress.take(request.ip);
    if (!releaseAccount || !releaseAddress) {
      releaseAccount?.();
      throw new HttpError(429, 'Too many live updates are open: close another tab and reload.');
    }
    const stream = new LiveStream(to, reply.raw);
    // Added before the replay is read: what commits meanwhile is held, not lost.
    const remove = app.liveHub.add(stream);
    const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
    lifetime.unref();
    // Its client then reconnects, and is refused (401) with the token that was ended.
    const unwatch = app.auth.watch(request, () => stream.end());
    const cleanUp = () => {
      clearTimeout(lifetime);
      unwatch();
      remove();
      releaseAccount();
      releaseAddress();
      stream.end();
    };
    reply.raw.once('close', cleanUp);
    stream.body.once('end', cleanUp);
    try {
      stream.write(`retry: ${RETRY_MS}\n\n`);
      await handshake(stream, lastEventId(request));
    } catch (error) {
      cleanUp();
      throw error;
    }
    return reply.headers(HEADERS).send(stream.body);
  };

  const options = {
    // Each event must leave at once, and a compressor holds what it is given until it has enough.
    // @fastify/compress leaves event streams alone today; this keeps it so if its types change.
    compress: false as const,
    // A HEAD would open a stream that never ends.
    exposeHeadRoute: false,
    schema: { response: errorResponses(401, 429) },
  };
  app.get('/api/users/events', options, (request, reply) =>
    openStream(request, reply, userAudience(userOf(request))),
  );
  app.get('/api/company/events', options, (request, reply) =>
    openStream(request, reply, companyAudience(companyOf(request))),
  );
};
