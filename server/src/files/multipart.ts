import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RESUME_MAX_BYTES } from 'shared-api/contract';

/** Uploads: one file per request, a few short fields; per-file size rules live in the routes. */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
});
