import { createHash, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { sealChunk } from './chunk-cipher.ts';
import { assertKey, CHUNK_BYTES, FILE_MAGIC, FILE_VERSION, IV_BYTES, MAX_CHUNKS, type SealOptions } from './format.ts';

/** What a receipt states about the bytes the supplier sent: their SHA-256 (hex) and their size. */
export interface PlaintextDigest {
  sha256: string;
  size: number;
}

/**
 * The seal works in blocks of this size, whatever the size of the chunks it is given (a socket delivers a few KB at a
 * time): one hash update, one push and, downstream, one disk write per block instead of per network read, and one
 * block buffer per stream, reused, instead of a new one per chunk — under a deadline surge of uploads the
 * difference between tens of thousands of thread-pool writes and a few thousand, and far less garbage to collect.
 * A block is a whole number of chunks (CHUNK_BYTES).
 */
export const SEAL_BLOCK_BYTES = 4 * CHUNK_BYTES;

/**
 * Seals a stream of any length on the way through into a version-2 file (README.md): header (magic, version, a
 * fresh random IV) first, then the chunks, each with its tag. Which chunk is the last is known only when the input
 * ends, so a full block is sealed only once a further byte arrives; the rest is sealed in `_flush`, its last chunk
 * flagged final. Nothing is held beyond one block, and backpressure passes through as with any Transform. The
 * SHA-256 and size of the plaintext (the receipt's figures) are computed in the same pass and read from `digest`
 * once the stream has finished.
 */
export class EncryptStream extends Transform {
  private readonly header: Buffer;
  private readonly context: string;
  private readonly hash = createHash('sha256');
  private headerSent = false;
  /** The plaintext gathered for the next block: `filled` bytes of it; allocated with the first chunk. */
  private block: Buffer | null = null;
  private filled = 0;
  private size = 0;
  private index = 0;
  private result: PlaintextDigest | null = null;

  constructor(
    private readonly projectKey: Buffer,
    options: SealOptions = {},
  ) {
    super();
    assertKey(projectKey, 'project key');
    this.header = Buffer.concat([FILE_MAGIC, Buffer.from([FILE_VERSION]), randomBytes(IV_BYTES)]);
    this.context = options.context ?? '';
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > MAX_CHUNKS * CHUNK_BYTES) {
      done(new RangeError('a sealed file holds at most 2^32 chunks'));
      return;
    }
    this.block ??= Buffer.allocUnsafeSlow(SEAL_BLOCK_BYTES);
    for (let at = 0; at < chunk.length; ) {
      // Full, and another byte is coming: none of the block's chunks is the last one.
      if (this.filled === this.block.length) this.sealBlock(false);
      const copied = chunk.copy(this.block, this.filled, at);
      this.filled += copied;
      at += copied;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.sealBlock(true);
    this.result = { sha256: this.hash.digest('hex'), size: this.size };
    done();
  }

  /** The plaintext's SHA-256 and size; only after the whole input has been sealed (throws before). */
  get digest(): PlaintextDigest {
    if (!this.result) throw new Error('EncryptStream: the digest is known only after the stream has finished');
    return this.result;
  }

  /**
   * Hashes and seals the gathered plaintext chunk by chunk, as one push (header first, the first time); the cipher's
   * output is new buffers, so the block is free again. With `last`, the last chunk is flagged final — an empty
   * input still gets one (empty) final chunk, so its end is authenticated too.
   */
  private sealBlock(last: boolean) {
    const plaintext = this.block ? this.block.subarray(0, this.filled) : Buffer.alloc(0);
    this.hash.update(plaintext);
    const out: Buffer[] = [];
    if (!this.headerSent) out.push(this.header);
    this.headerSent = true;
    const place = { header: this.header, context: this.context };
    for (let at = 0; at < plaintext.length || (last && at === 0); at += CHUNK_BYTES) {
      const part = plaintext.subarray(at, at + CHUNK_BYTES);
      const final = last && at + CHUNK_BYTES >= plaintext.length;
      out.push(...sealChunk(this.projectKey, { ...place, index: this.index++, final }, part));
    }
    this.filled = 0;
    if (out.length > 0) this.push(out.length === 1 ? out[0] : Buffer.concat(out));
  }
}
