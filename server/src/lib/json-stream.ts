import { Readable } from 'node:stream';

/** Bytes a streamed list holds ahead of its reader, past what the socket holds. */
const STREAM_BUFFER_BYTES = 64 * 1024;

/**
 * `{"success":true,"<key>":[...]}` as JSON text, an item at a time. Nothing is yielded before the
 * first batch has been read, so the route can start the answer only once the database answered.
 */
export async function* jsonList<T>(
  key: string,
  batches: AsyncIterable<T[]>,
): AsyncGenerator<string> {
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
export async function streamOf(chunks: AsyncGenerator<string>): Promise<Readable> {
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
