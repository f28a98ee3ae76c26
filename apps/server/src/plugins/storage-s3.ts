import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { type FileStorage, isStorageKey, newStorageKey, StoredFileMissing } from './storage-interface.ts';
import { uploadStream } from './storage-s3-upload.ts';

/**
 * `STORAGE=s3`: each file is one object in `S3_BUCKET`, named by its key, so every server process behind the proxy
 * reads what any of them stored. Works with AWS S3 and S3-compatible servers (MinIO and the like).
 */
export class S3Storage implements FileStorage {
  /** Exposed for the tests, which watch the requests it sends. */
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default sends CRC checksums in a chunked upload encoding that not every S3-compatible server
      // understands: checksums go only where the API demands them. Each file's SHA-256 is in its `files` row anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(source: Readable): Promise<string> {
    // Conditional writes (If-None-Match) are not supported by every S3-compatible server: a repeat of a 128-bit
    // random key is not a case worth refusing some servers for.
    const key = newStorageKey();
    // An 'error' event before the upload reads the stream would crash the process with no listener; the upload
    // still sees the error when it reads.
    source.on('error', () => undefined);
    try {
      await uploadStream(this.client, this.bucket, key, source);
    } catch (error) {
      // As a failed pipeline would: a source the storage stopped reading must not stay open.
      source.destroy();
      throw error;
    }
    return key;
  }

  async get(key: string): Promise<Readable> {
    if (!isStorageKey(key)) throw new StoredFileMissing(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node.js the body is the HTTP response itself (an IncomingMessage): read as it arrives, never buffered.
      return object.Body as Readable;
    } catch (error) {
      // Only a missing object: a missing bucket or refused credentials are the operator's to see, not 文件不存在.
      if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    if (!isStorageKey(key)) throw new StoredFileMissing(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      // A HEAD has no body to name the error: a missing object is a plain 404, `NotFound`.
      const name = (error as Error).name;
      if (name === 'NotFound' || name === 'NoSuchKey') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    // S3 answers a delete of a missing object with success, as the interface wants.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
