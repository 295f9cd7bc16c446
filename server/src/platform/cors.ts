import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';

/**
 * Browsers on the configured origins (CORS_ORIGINS) may call the API; with none configured no
 * CORS header is sent, as when this process serves the apps itself. Tokens travel in headers,
 * never in cookies, so credentials are not allowed.
 */
export const corsPlugin = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  if (config.corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST'],
    // last-event-id: a live stream (server-sent events) resumes where it stopped.
    allowedHeaders: ['content-type', 'authorization', 'token', 'last-event-id'],
    credentials: false,
    maxAge: 600,
  });
});
