import { createDecipheriv, createHash, type DecipherGCM } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { type PlaintextDigest, sealedFileAad } from './encrypt-stream.ts';
import {
  ALGORITHM,
  assertKey,
  FILE_HEADER_BYTES,
  FILE_MAGIC,
  FILE_VERSION,
  SealedDataError,
  type SealOptions,
  TAG_BYTES,
} from './format.ts';

const SUBJECT = 'sealed file';

/**
 * Opens a sealed file on the way through. The tag is the last 16 bytes of a stream whose length is not known in
 * advance, so the last 16 bytes seen are always held back; the rest is decrypted and passed on at once.
 *
 * TRAP: plaintext leaves this stream BEFORE the tag is checked (that happens only at the end). Until the stream
 * has ended without an error, what came out may be altered: consume it into a temporary place (a hash, a temp
 * file) and trust it only after `finish`/`end` without `error`. `decryptToHash` (pipelines.ts) does exactly that.
 * Any change to the header, the body or the tag, a truncation or a wrong key ends the stream with a SealedDataError.
 */
export class DecryptStream extends Transform {
  private decipher: DecipherGCM | null = null;
  private head = Buffer.alloc(0);
  /** The last TAG_BYTES bytes seen (or fewer): the tag if the input ends now. */
  private tail = Buffer.alloc(0);
  private readonly hash = createHash('sha256');
  private size = 0;
  private result: PlaintextDigest | null = null;

  constructor(
    private readonly projectKey: Buffer,
    private readonly options: SealOptions = {},
  ) {
    super();
    assertKey(projectKey, 'project key');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      const body = this.decipher ? chunk : this.readHeader(chunk);
      if (body.length > 0) this.holdBackTail(body);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (!this.decipher || this.tail.length < TAG_BYTES) {
      done(new SealedDataError(this.decipher || this.startsLikeHeader() ? 'truncated' : 'not-sealed', SUBJECT));
      return;
    }
    this.decipher.setAuthTag(this.tail);
    try {
      const rest = this.decipher.final(); // empty for GCM; throws when the tag does not match
      if (rest.length > 0) this.passOn(rest);
    } catch {
      done(new SealedDataError('not-authentic', SUBJECT));
      return;
    }
    this.result = { sha256: this.hash.digest('hex'), size: this.size };
    done();
  }

  /** The plaintext's SHA-256 and size, once the tag has been verified (throws before, and after a failure). */
  get digest(): PlaintextDigest {
    if (!this.result) throw new Error('DecryptStream: the digest is known only after the tag has been verified');
    return this.result;
  }

  /** Whether the bytes of an incomplete header could be the start of one (else this was never a sealed file). */
  private startsLikeHeader() {
    const magic = this.head.subarray(0, FILE_MAGIC.length);
    return magic.length > 0 && magic.equals(FILE_MAGIC.subarray(0, magic.length));
  }

  /** Collects the header across chunks; once whole, checks it, starts the decipher and returns the rest. */
  private readHeader(chunk: Buffer): Buffer {
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < FILE_HEADER_BYTES) return Buffer.alloc(0);
    const header = this.head.subarray(0, FILE_HEADER_BYTES);
    if (!header.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)) throw new SealedDataError('not-sealed', SUBJECT);
    if (header[FILE_MAGIC.length] !== FILE_VERSION) throw new SealedDataError('unsupported-version', SUBJECT);
    const iv = header.subarray(FILE_MAGIC.length + 1);
    this.decipher = createDecipheriv(ALGORITHM, this.projectKey, iv, { authTagLength: TAG_BYTES });
    this.decipher.setAAD(sealedFileAad(header, this.options.context));
    const rest = this.head.subarray(FILE_HEADER_BYTES);
    this.head = Buffer.alloc(0);
    return rest;
  }

  /** Decrypts all but the last TAG_BYTES bytes seen so far, as one chunk; keeps a copy of only those ≤ 16 bytes. */
  private holdBackTail(body: Buffer) {
    const joined = this.tail.length > 0 ? Buffer.concat([this.tail, body]) : body;
    const cut = Math.max(0, joined.length - TAG_BYTES);
    this.release(joined.subarray(0, cut));
    this.tail = Buffer.from(joined.subarray(cut));
  }

  private release(ciphertext: Buffer) {
    if (ciphertext.length > 0) this.passOn(this.decipher!.update(ciphertext));
  }

  private passOn(plaintext: Buffer) {
    this.hash.update(plaintext);
    this.size += plaintext.length;
    this.push(plaintext);
  }
}
