import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where uploaded bytes live (PRODUCT §8: random names, never under the web root). The database keeps the key and
 * the metadata; this interface only moves bytes, so an S3 implementation can replace the local disk unchanged.
 */
export interface FileStorage {
  /** Stores the stream's bytes under a new random key. A failed stream leaves nothing behind. */
  put(source: Readable): Promise<string>;
  /** The stored bytes; rejects with StoredFileMissing when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`stored file missing: ${key}`);
    this.name = 'StoredFileMissing';
  }
}

/** 128 random bits in hex: unguessable, and nothing in it can climb out of the storage directory. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** Files under `root/<first two hex digits>/<key>`, so no directory grows to millions of entries. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    // Keys come from our own database rows, but a key that is not ours must never become a path.
    if (!KEY_PATTERN.test(key)) throw new StoredFileMissing(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(source: Readable): Promise<string> {
    const key = randomBytes(16).toString('hex');
    const target = this.pathOf(key);
    // The source may fail while the directory is made; the pipeline below still reports that failure (the stream
    // remembers it), but an 'error' event with no listener yet would crash the process.
    source.on('error', () => undefined);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      // 'wx': never overwrite, even if a random key were ever to repeat.
      await pipeline(source, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      throw error;
    }
    return key;
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await fs.promises.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * Decorates `app.storage` from the config (`filesDir`). Idempotent: a module that needs storage registers it, and if
 * app.ts already registered it at the root the module's registration does nothing.
 */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    if (app.hasDecorator('storage')) return;
    app.decorate('storage', new LocalDiskStorage(app.deps.config.filesDir));
  },
  { name: 'storage' },
);
