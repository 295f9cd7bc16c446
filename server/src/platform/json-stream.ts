import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ClientSlots } from './client-slots';
import { HttpError } from './http-error';

/** Bytes a streamed list holds ahead of its reader, past what the socket holds. */
const STREAM_BUFFER_BYTES = 64 * 1024;

/**
 * `{"success":true,"<key>":[...]}` as JSON text, an item at a time. Nothing is yielded before the
 * first batch has been read, so the route can start the answer only once the database answered.
 */
async function* jsonList<T>(key: string, batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  let head = `{"success":true,${JSON.stringify(key)}:[`;
  for await (const batch of batches) {
    for (const item of batch) {
      yield `${head}${JSON.stringify(item)}`;
      head = ',';
    }
  }
  yield head === ',' ? ']}' : `${head}]}`;
}

/** `rest` with `first`, already taken from it, put back in front. */
async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (!first.done) yield first.value;
  yield* rest;
}

/**
 * A byte stream of `chunks`, once their first has been read: a database that is away is then a
 * 503, not an answer cut after its 200. It holds at most STREAM_BUFFER_BYTES ahead of a slow
 * reader (in bytes, not items).
 */
async function streamOf(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  return Readable.from(startingWith(first, chunks), {
    objectMode: false,
    highWaterMark: STREAM_BUFFER_BYTES,
  });
}

/** Each batch of `batches` mapped item by item. */
export async function* mapBatches<T, U>(
  batches: AsyncIterable<T[]>,
  map: (item: T) => U,
): AsyncGenerator<U[]> {
  for await (const batch of batches) yield batch.map(map);
}

/**
 * The spec's whole lists (jobs, a company's jobs, applications) and the sitemaps: streamed in
 * batches, never held whole, and at most `perClient` at once from one client (429 past that).
 */
export class StreamedLists {
  private readonly slots: ClientSlots;

  constructor(
    perClient: number,
    private readonly busyMessage: string,
  ) {
    this.slots = new ClientSlots(perClient);
  }

  async send<T>(
    ip: string,
    reply: FastifyReply,
    key: string,
    batches: () => AsyncIterable<T[]>,
  ): Promise<FastifyReply> {
    // JSON already: sent as it is, past the typed serializer.
    return this.sendText(ip, reply, 'application/json; charset=utf-8', () =>
      jsonList(key, batches()),
    );
  }

  /** Any text made a chunk at a time (a sitemap's XML), under the same limits. */
  async sendText(
    ip: string,
    reply: FastifyReply,
    contentType: string,
    chunks: () => AsyncGenerator<string>,
  ): Promise<FastifyReply> {
    const release = this.slots.take(ip);
    if (!release) throw new HttpError(429, this.busyMessage);
    reply.raw.once('close', release);
    const raw: FastifyReply = reply.type(contentType);
    return raw.send(await streamOf(chunks()));
  }
}
