import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { openChunk } from './chunk-cipher.ts';
import type { PlaintextDigest } from './encrypt-stream.ts';
import {
  assertKey,
  FILE_HEADER_BYTES,
  FILE_MAGIC,
  FILE_VERSION,
  FILE_VERSION_V1,
  MAX_CHUNKS,
  SEALED_CHUNK_BYTES,
  SealedDataError,
  type SealOptions,
} from './format.ts';
import { V1Body } from './legacy-v1.ts';

const SUBJECT = 'sealed file';

export interface OpenOptions extends SealOptions {
  /** The context a version-1 file was sealed with (bid files of version 1 were sealed with none: the default ''). */
  v1Context?: string;
  /**
   * The SHA-256 (hex) the plaintext must have (the receipt's). Version 2: the final chunk is released only after the
   * whole plaintext matched, so an earlier upload of the same bid put back in place ends in an error, not a file.
   */
  expectedSha256?: string;
}

/**
 * Opens a sealed file on the way through, either version (README.md).
 *
 * Version 2: a chunk is released only after its tag has been verified; a chunk is known to be the last only when the
 * input ends, so one whole stored chunk is always held back until more bytes arrive or the input ends. Every byte
 * that leaves this stream is authentic and in its place, although the file may still fail later (a later chunk
 * altered, the file cut): then the stream errors, and a consumer must not take what it got for the whole file.
 *
 * Version 1 (TRAP): plaintext leaves BEFORE the tag is checked (at the very end). Until the stream has ended without
 * an error, what came out may be altered: consume it into a temporary place and trust it only after the end.
 * `version` says which it is once the header has been read; `verifiedSha256Download` (verified-plaintext.ts) stages
 * a version-1 file for that reason.
 */
export class DecryptStream extends Transform {
  /** The file's format version, once its header has been read. */
  version: number | null = null;
  private head = Buffer.alloc(0);
  private header: Buffer | null = null;
  private v1: V1Body | null = null;
  /** Version 2: the stored bytes of the chunk not yet opened (at most one whole chunk). */
  private pending: Buffer | null = null;
  private filled = 0;
  private index = 0;
  private readonly hash = createHash('sha256');
  private size = 0;
  private result: PlaintextDigest | null = null;

  constructor(
    private readonly projectKey: Buffer,
    private readonly options: OpenOptions = {},
  ) {
    super();
    assertKey(projectKey, 'project key');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      const body = this.header ? chunk : this.readHeader(chunk);
      if (body.length > 0) this.takeBody(body);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.header) throw new SealedDataError(this.startsLikeHeader() ? 'truncated' : 'not-sealed', SUBJECT);
      if (this.v1) {
        this.v1.end();
        this.checkDigest();
      } else {
        const last = this.openPending(true);
        this.checkDigest();
        if (last.length > 0) this.push(last);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  /** The plaintext's SHA-256 and size, once the whole file has been verified (throws before, and after a failure). */
  get digest(): PlaintextDigest {
    if (!this.result) throw new Error('DecryptStream: the digest is known only after the tag has been verified');
    return this.result;
  }

  private checkDigest() {
    const sha256 = this.hash.digest('hex');
    const expected = this.options.expectedSha256;
    if (expected !== undefined && sha256 !== expected) throw new SealedDataError('not-the-receipt', SUBJECT);
    this.result = { sha256, size: this.size };
  }

  /** Whether the bytes of an incomplete header could be the start of one (else this was never a sealed file). */
  private startsLikeHeader() {
    const magic = this.head.subarray(0, FILE_MAGIC.length);
    return magic.length > 0 && magic.equals(FILE_MAGIC.subarray(0, magic.length));
  }

  /** Collects the header across chunks; once whole, checks magic and version and returns the rest. */
  private readHeader(chunk: Buffer): Buffer {
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < FILE_HEADER_BYTES) {
      if (!this.startsLikeHeader()) throw new SealedDataError('not-sealed', SUBJECT);
      return Buffer.alloc(0);
    }
    const header = Buffer.from(this.head.subarray(0, FILE_HEADER_BYTES));
    if (!header.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)) throw new SealedDataError('not-sealed', SUBJECT);
    const version = header[FILE_MAGIC.length]!;
    if (version === FILE_VERSION_V1) {
      this.v1 = new V1Body(this.projectKey, header, this.options.v1Context ?? '');
    } else if (version === FILE_VERSION) {
      this.pending = Buffer.allocUnsafe(SEALED_CHUNK_BYTES);
    } else {
      throw new SealedDataError('unsupported-version', SUBJECT);
    }
    this.version = version;
    this.header = header;
    const rest = this.head.subarray(FILE_HEADER_BYTES);
    this.head = Buffer.alloc(0);
    return rest;
  }

  private takeBody(body: Buffer) {
    if (this.v1) {
      this.passOn(this.v1.take(body));
      return;
    }
    const pending = this.pending!;
    for (let at = 0; at < body.length; ) {
      // A whole chunk held, and another byte follows: it was not the last one.
      if (this.filled === pending.length) this.passOn(this.openPending(false));
      const copied = body.copy(pending, this.filled, at);
      this.filled += copied;
      at += copied;
    }
  }

  /** Opens the held chunk (throws unless its tag holds at this index with this final flag) and hashes it. */
  private openPending(final: boolean): Buffer {
    if (this.index >= MAX_CHUNKS) throw new SealedDataError('not-authentic', SUBJECT);
    const place = { header: this.header!, context: this.options.context ?? '', index: this.index, final };
    const plaintext = openChunk(this.projectKey, place, this.pending!.subarray(0, this.filled));
    this.index++;
    this.filled = 0;
    this.hash.update(plaintext);
    this.size += plaintext.length;
    return plaintext;
  }

  /** Version 1 hashes here what it releases; version 2 hashed it when the chunk was opened. */
  private passOn(plaintext: Buffer) {
    if (plaintext.length === 0) return;
    if (this.v1) {
      this.hash.update(plaintext);
      this.size += plaintext.length;
    }
    this.push(plaintext);
  }
}
