import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (docs/security.md: random names, never under the web root). The database keeps the key and
 * the metadata; this interface only moves bytes, so the data directory (`storage-disk.ts`) and an S3-compatible
 * bucket (`storage-s3.ts`) serve every caller alike.
 */
export interface FileStorage {
  /** Stores the stream's bytes under a new random key. A failed stream leaves nothing behind. */
  put(source: Readable): Promise<string>;
  /** The stored bytes; rejects with StoredFileMissing when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /**
   * How many bytes are stored under the key (a stat, a HEAD), without reading them: lets a download refuse a file of
   * the wrong length before it answers (a bid file, lib/sealed). Rejects with StoredFileMissing like get().
   */
  size(key: string): Promise<number>;
  /** Removes the bytes; a missing key is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
  /** Lets go of what the storage holds open (S3's pooled connections); nothing is called after it. */
  close(): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`stored file missing: ${key}`);
    this.name = 'StoredFileMissing';
  }
}

/** 128 random bits in hex: unguessable, and nothing in it can climb out of a directory or a bucket prefix. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export const newStorageKey = (): string => randomBytes(16).toString('hex');

/** Keys come from our own database rows, but a key that is not ours must never reach a path or a request. */
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);
