import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/kits/storage-s3-server.ts';
import { type FileStorage, LocalDiskStorage, StoredFileMissing } from './storage.ts';
import { S3Storage } from './storage-s3.ts';
import { PART_BYTES } from './storage-s3-upload.ts';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * `bytes` of a repeating but position-dependent pattern, made as it is read (never whole in memory), failing with
 * `failWith` once `failAt` bytes have been read. `pulled` counts what the storage has read so far.
 */
function generated(bytes: number, options: { failAt?: number; failWith?: Error } = {}) {
  const state = { pulled: 0 };
  const stream = new Readable({
    highWaterMark: CHUNK,
    read() {
      if (options.failAt !== undefined && state.pulled >= options.failAt) {
        this.destroy(options.failWith);
        return;
      }
      if (state.pulled >= bytes) {
        this.push(null);
        return;
      }
      const size = Math.min(CHUNK, bytes - state.pulled);
      const chunk = Buffer.alloc(size, (state.pulled / CHUNK) % 251);
      chunk.writeUInt32BE(state.pulled, 0);
      state.pulled += size;
      this.push(chunk);
    },
  });
  return { stream, state };
}

/** The SHA-256 and length of what the pattern above gives for `bytes`. */
async function expectedDigest(bytes: number) {
  return digestOf(generated(bytes).stream);
}

async function digestOf(stream: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

interface Driver {
  storage: FileStorage;
  /** Every key the storage holds, read behind its back (the directory, the bucket listing). */
  storedKeys(): Promise<string[]>;
}

/** What every driver promises callers (files, supplier documents, the demo seed): the FileStorage contract. */
function fileStorageContract(open: () => Driver) {
  let driver: Driver;
  beforeAll(() => {
    driver = open();
  });

  it('stores a stream under a new random 128-bit hex key and gives the same bytes back', async () => {
    const first = await driver.storage.put(Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('招标文件')]));
    const second = await driver.storage.put(Readable.from([Buffer.from('%PDF-1.7 招标文件')]));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    for (const key of [first, second]) {
      const back = await digestOf(await driver.storage.get(key));
      expect(back).toEqual(await digestOf(Readable.from([Buffer.from('%PDF-1.7 招标文件')])));
    }
    expect(await driver.storedKeys()).toEqual(expect.arrayContaining([first, second]));
  });

  it('tells how many bytes are stored under a key without reading them, and a missing key as missing', async () => {
    const key = await driver.storage.put(Readable.from([Buffer.alloc(70_000, 1), Buffer.from('招标文件')]));
    expect(await driver.storage.size(key)).toBe(70_000 + Buffer.byteLength('招标文件'));
    const empty = await driver.storage.put(Readable.from([]));
    expect(await driver.storage.size(empty)).toBe(0);
    await driver.storage.delete(key);
    await expect(driver.storage.size(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(driver.storage.size('../etc/passwd')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('round-trips a 20 MB stream of unknown length byte for byte', async () => {
    const size = 20 * MB + 12345;
    const key = await driver.storage.put(generated(size).stream);
    expect(await digestOf(await driver.storage.get(key))).toEqual(await expectedDigest(size));
  });

  it('round-trips an empty stream', async () => {
    const key = await driver.storage.put(Readable.from([]));
    expect(await digestOf(await driver.storage.get(key))).toEqual({
      size: 0,
      sha256: createHash('sha256').digest('hex'),
    });
  });

  it('deletes: the bytes are gone, and deleting again (or a key that is not ours) is harmless', async () => {
    const key = await driver.storage.put(Readable.from([Buffer.from('作废的附件')]));
    const kept = await driver.storage.put(Readable.from([Buffer.from('保留的附件')]));
    await driver.storage.delete(key);
    await expect(driver.storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await driver.storage.delete(key);
    await driver.storage.delete('../../etc/passwd');
    const keys = await driver.storedKeys();
    expect(keys).not.toContain(key);
    expect(keys).toContain(kept);
    expect(await digestOf(await driver.storage.get(kept))).toEqual(
      await digestOf(Readable.from([Buffer.from('保留的附件')])),
    );
  });

  it('answers a missing key, and any key not of our shape, with StoredFileMissing', async () => {
    for (const key of [
      '0123456789abcdef0123456789abcdef',
      '../../../../etc/passwd',
      'ABCDEF0123456789ABCDEF0123456789',
      '',
    ]) {
      await expect(driver.storage.get(key), key).rejects.toBeInstanceOf(StoredFileMissing);
    }
  });

  it.each([
    ['in its first bytes', 100],
    ['after several megabytes (past the first S3 part)', 7 * MB],
  ])('rejects with the stream’s own error when it fails %s, and keeps nothing', async (_when, failAt) => {
    const before = await driver.storedKeys();
    const failure = new Error('文件大小不能超过5MB');
    const { stream } = generated(20 * MB, { failAt, failWith: failure });
    await expect(driver.storage.put(stream)).rejects.toBe(failure);
    expect(stream.destroyed).toBe(true);
    expect(await driver.storedKeys()).toEqual(before);
  });
}

describe('LocalDiskStorage (FILES_DIR)', () => {
  // Made in a hook, not while collecting: a run that filters these tests out must not leave the directory behind.
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-storage-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  fileStorageContract(() => ({
    storage: new LocalDiskStorage(root),
    storedKeys: async () =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
  }));
});

describe('S3Storage (STORAGE=s3, against s3rver)', () => {
  let s3: TestS3Server;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = new S3Storage(s3.settings);
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.stop();
  });

  fileStorageContract(() => ({ storage, storedKeys: () => s3.objectKeys() }));

  it('sends an upload part by part while reading it, never holding the whole stream', async () => {
    const sentAfter: number[] = [];
    const { stream, state } = generated(20 * MB);
    const watcher =
      (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => (args: unknown) => {
        if (context.commandName === 'UploadPartCommand') sentAfter.push(state.pulled);
        return next(args);
      };
    storage.client.middlewareStack.add(watcher as never, { step: 'initialize', name: 'watchParts' });
    try {
      const key = await storage.put(stream);
      expect(await digestOf(await storage.get(key))).toEqual(await expectedDigest(20 * MB));
    } finally {
      storage.client.middlewareStack.remove('watchParts');
    }
    expect(sentAfter).toHaveLength(4);
    // Part n goes out once a little more than n parts have been read (one chunk, and what the stream buffers ahead).
    for (const [index, pulled] of sentAfter.entries()) {
      expect(pulled).toBeGreaterThanOrEqual((index + 1) * PART_BYTES);
      expect(pulled).toBeLessThanOrEqual((index + 1) * PART_BYTES + 4 * CHUNK);
    }
  });

  it('lets a second server process read and delete what the first stored (one shared bucket)', async () => {
    const other = new S3Storage(s3.settings);
    try {
      const key = await storage.put(Readable.from([Buffer.from('两台服务器共用的文件')]));
      expect(await digestOf(await other.get(key))).toEqual(
        await digestOf(Readable.from([Buffer.from('两台服务器共用的文件')])),
      );
      await other.delete(key);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    } finally {
      await other.close();
    }
  });

  it('reports a missing bucket or an unknown access key as what they are, never as a missing file', async () => {
    const key = await storage.put(Readable.from([Buffer.from('x')]));
    const noBucket = new S3Storage({ ...s3.settings, bucket: 'swp-no-such-bucket' });
    // s3rver knows one access key and refuses others (it does not verify SigV4 signatures themselves).
    const wrongKey = new S3Storage({ ...s3.settings, accessKeyId: 'SOMEONE-ELSE' });
    try {
      await expect(noBucket.get(key)).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(wrongKey.get(key)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
      await expect(wrongKey.put(Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
    } finally {
      await noBucket.close();
      await wrongKey.close();
    }
  });
});
