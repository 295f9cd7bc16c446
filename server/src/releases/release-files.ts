import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { EXPOSED_FILES } from '../../../federation.exposed-files';
import { remoteEntryFile } from '../../../federation.shared';

/** Files a browser must ask for again: they say which other files a version loads. */
const REVALIDATED = new Set([remoteEntryFile, EXPOSED_FILES, 'mf-manifest.json', 'index.html']);

/**
 * Serves the published versions, `dir/{remote}/{version}/` at `/releases/{remote}/{version}/`.
 * A version is never overwritten, so its files are cached for good, except its entry and
 * manifests (revalidated, as config.json's entries are). @fastify/static refuses any path that
 * leaves `dir`; the .br and .gz the build writes are sent as they are.
 */
export async function serveReleaseFiles(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/releases/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    // `filePath` is the file sent: remoteEntry.js.br when the browser takes brotli.
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        REVALIDATED.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      );
    },
  });
}
