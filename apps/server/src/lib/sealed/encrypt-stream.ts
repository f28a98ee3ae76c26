import { type CipherGCM, createCipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  ALGORITHM,
  assertKey,
  FILE_MAGIC,
  FILE_VERSION,
  GCM_MAX_PLAINTEXT_BYTES,
  IV_BYTES,
  type SealOptions,
  TAG_BYTES,
} from './format.ts';

/** What a receipt states about the bytes the supplier sent: their SHA-256 (hex) and their size. */
export interface PlaintextDigest {
  sha256: string;
  size: number;
}

export const FILE_LABEL = 'swp/sealed-file/v1';

/**
 * The seal works in blocks of this size, whatever the size of the chunks it is given (a socket delivers a few KB at a
 * time): one hash update, one cipher call and, downstream, one disk write per block instead of per network read,
 * and one block buffer per stream, reused, instead of a new one per chunk — under a deadline surge of uploads the
 * difference between tens of thousands of thread-pool writes and a few thousand, and far less garbage to collect.
 */
export const SEAL_BLOCK_BYTES = 256 * 1024;

/** The header the ciphertext is bound to (as additional data, with the context): magic, version, IV. */
export function sealedFileAad(header: Buffer, context = ''): Buffer {
  return Buffer.concat([header, Buffer.from(`${FILE_LABEL}\0${context}`, 'utf8')]);
}

/**
 * Seals a stream of any length on the way through: header (magic, version, a fresh random IV) first, then the
 * ciphertext block by block (SEAL_BLOCK_BYTES), then the 16-byte tag when the input ends. Nothing is held beyond
 * one block, and backpressure passes through as with any Transform. The SHA-256 and size of the plaintext (the
 * receipt's figures) are computed in the same pass and read from `digest` once the stream has finished.
 */
export class EncryptStream extends Transform {
  private readonly cipher: CipherGCM;
  private readonly hash = createHash('sha256');
  private header: Buffer | null;
  /** The plaintext gathered for the next block: `filled` bytes of it; allocated with the first chunk. */
  private block: Buffer | null = null;
  private filled = 0;
  private size = 0;
  private result: PlaintextDigest | null = null;

  constructor(projectKey: Buffer, options: SealOptions = {}) {
    super();
    assertKey(projectKey, 'project key');
    const iv = randomBytes(IV_BYTES);
    this.header = Buffer.concat([FILE_MAGIC, Buffer.from([FILE_VERSION]), iv]);
    this.cipher = createCipheriv(ALGORITHM, projectKey, iv, { authTagLength: TAG_BYTES });
    this.cipher.setAAD(sealedFileAad(this.header, options.context));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > GCM_MAX_PLAINTEXT_BYTES) {
      done(new RangeError('a sealed file holds at most 2^36 − 32 bytes (the AES-GCM limit for one message)'));
      return;
    }
    this.block ??= Buffer.allocUnsafeSlow(SEAL_BLOCK_BYTES);
    for (let at = 0; at < chunk.length; ) {
      const copied = chunk.copy(this.block, this.filled, at);
      this.filled += copied;
      at += copied;
      if (this.filled === this.block.length) this.sealBlock();
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.sealBlock();
    this.sendHeader();
    const rest = this.cipher.final(); // empty for GCM, which is a stream mode
    if (rest.length > 0) this.push(rest);
    this.push(this.cipher.getAuthTag());
    this.result = { sha256: this.hash.digest('hex'), size: this.size };
    done();
  }

  /** The plaintext's SHA-256 and size; only after the whole input has been sealed (throws before). */
  get digest(): PlaintextDigest {
    if (!this.result) throw new Error('EncryptStream: the digest is known only after the stream has finished');
    return this.result;
  }

  /** Hashes and encrypts the gathered plaintext; the cipher's output is a new buffer, so the block is free again. */
  private sealBlock() {
    if (!this.block || this.filled === 0) return;
    const plaintext = this.block.subarray(0, this.filled);
    this.hash.update(plaintext);
    this.sendHeader();
    this.push(this.cipher.update(plaintext));
    this.filled = 0;
  }

  /** Sent with the first bytes rather than in the constructor, so an empty input still gets it, in order. */
  private sendHeader() {
    if (!this.header) return;
    this.push(this.header);
    this.header = null;
  }
}
