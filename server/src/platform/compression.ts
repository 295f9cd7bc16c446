import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every answer over 1 KB that is not encoded already: JSON, the streamed full
 * job list, HTML. Built apps come precompressed from their build (`*.br`, `*.gz`), and pages of
 * the job list are compressed once per cached page by their route.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
});
