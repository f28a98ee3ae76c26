import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { LocalDiskStorage } from './storage-disk.ts';
import type { FileStorage } from './storage-interface.ts';

export { LocalDiskStorage } from './storage-disk.ts';
export { type FileStorage, StoredFileMissing } from './storage-interface.ts';

/**
 * The driver the configuration names: `STORAGE=s3` a bucket every server process shares, else FILES_DIR. The AWS SDK
 * is loaded only for S3 (a server on the data directory never holds it in memory).
 */
export async function createStorage(config: Pick<AppConfig, 'storage' | 'filesDir'>): Promise<FileStorage> {
  if (config.storage.driver !== 's3') return new LocalDiskStorage(config.filesDir);
  const { S3Storage } = await import('./storage-s3.ts');
  return new S3Storage(config.storage.s3);
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * Decorates `app.storage` from the config. Idempotent: a module that needs storage registers it, and if app.ts
 * already registered it at the root the module's registration does nothing.
 */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    if (app.hasDecorator('storage')) return;
    const storage = await createStorage(app.deps.config);
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
