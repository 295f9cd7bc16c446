import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { LocalDiskStorage, MemoryStorage, type FileStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const storage: FileStorage = config.dataDir
      ? new LocalDiskStorage(config.filesDir)
      : new MemoryStorage();
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
