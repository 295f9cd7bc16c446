import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteEntries } from '../../../federation.shared';
import { workspaceRoot } from '../platform/paths';

const apps = [
  { dir: 'shell', prefix: '/' },
  { dir: 'seeker-app', prefix: '/seeker/' },
  { dir: 'recruiter-app', prefix: '/recruiter/' },
] as const;

/** Each built app's folder and the path this process serves it under. */
export const webAppDists = (root = workspaceRoot) =>
  apps.map(({ dir, prefix }) => ({ prefix, dir: path.join(root, dir, 'dist') }));

/**
 * Serves the built shell and both built remotes, each under its own path, from this process. The
 * pages themselves (the shell's index.html with each page's head) are pages-routes.ts's.
 */
export const webAppsPlugin = fp(
  async (
    app: FastifyInstance,
    {
      clerkPublishableKey,
      signInMode,
      remoteEntries,
      telemetrySampleRate,
      root = workspaceRoot,
    }: {
      clerkPublishableKey?: string;
      signInMode: 'modal' | 'redirect';
      remoteEntries: RemoteEntries;
      /** The share of page loads whose shell sends telemetry (0-1). */
      telemetrySampleRate: number;
      /** Where the apps' folders are (tests give a folder of their own). */
      root?: string;
    },
  ) => {
    const missing = apps.filter((a) => !fs.existsSync(path.join(root, a.dir, 'dist')));
    if (missing.length > 0) {
      throw new Error(
        `Build the web apps first (pnpm build): missing ${missing.map((a) => `${a.dir}/dist`).join(', ')}`,
      );
    }

    // The shell's run-time config: where the remotes are. Moving a remote changes only this answer.
    app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        apiBaseUrl: '',
        remotes: remoteEntries,
        signInMode,
        telemetrySampleRate,
        ...(clerkPublishableKey ? { clerkPublishableKey } : {}),
      };
    });

    apps.forEach((web, index) => {
      void app.register(fastifyStatic, {
        root: path.join(root, web.dir, 'dist'),
        prefix: web.prefix,
        decorateReply: index === 0,
        wildcard: true,
        // The build writes .br and .gz beside each file: sent as they are, never compressed per request.
        preCompressed: true,
        index: web.prefix === '/' ? ['index.html'] : false,
        setHeaders: (res, filePath) => {
          // Hashed assets never change; entry points and HTML must be revalidated.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  },
);
