import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, isStorageKey, newStorageKey, StoredFileMissing } from './storage-interface.ts';

/**
 * The default driver: files under `root/<first two hex digits>/<key>` (FILES_DIR), so no directory grows to
 * millions of entries. One server process only, unless every process mounts the same directory.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new StoredFileMissing(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(source: Readable): Promise<string> {
    const key = newStorageKey();
    const target = this.pathOf(key);
    // The source may fail while the directory is made; the pipeline below still reports that failure (the stream
    // remembers it), but an 'error' event with no listener yet would crash the process.
    source.on('error', () => undefined);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      // 'wx': never overwrite, even if a random key were ever to repeat.
      await pipeline(source, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      await flushToDisk(target);
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

  async size(key: string): Promise<number> {
    try {
      return (await fs.promises.stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}
}

/**
 * The caller records the key in the database once put() resolves and then tells the user (a bid's receipt), so the
 * bytes and the directory entry must be on the disk by then: without fsync a power cut after the commit could leave
 * a row naming an empty or truncated file. fsync through another descriptor flushes the same inode.
 */
export async function flushToDisk(file: string): Promise<void> {
  for (const target of [file, path.dirname(file)]) {
    const handle = await fs.promises.open(target, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}
