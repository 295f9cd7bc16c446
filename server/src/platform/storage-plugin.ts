import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { openS3Storage } from './s3-storage';
import { LocalDiskStorage, MemoryStorage, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    let storage: FileStorage;
    if (config.s3) {
      const s3 = await openS3Storage(config.s3);
      app.addHook('onClose', async () => s3.close());
      storage = s3;
    } else {
      storage = config.dataDir ? new LocalDiskStorage(config.filesDir) : new MemoryStorage();
    }
    app.decorate('storage', storage);
    app.log.info(`file storage: ${config.s3 ? `s3 bucket ${config.s3.bucket}` : 'local'}`);
  },
  { name: 'storage' },
);
