import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ALGORITHM, FILE_MAGIC, FILE_VERSION_V1, IV_BYTES, SealedDataError, TAG_BYTES } from './format.ts';

/**
 * Version 1 of the sealed file (the older format): one GCM stream, its one tag at the very end. Still read, never
 * written (except by tests, to prove old data directories still open). Its plaintext can be known to be whole only
 * at the end, so whoever reads one must not pass a byte on before the end (bid-file downloads stage it: README.md).
 */
export const FILE_LABEL_V1 = 'swp/sealed-file/v1';

const v1Aad = (header: Buffer, context = '') => Buffer.concat([header, Buffer.from(`${FILE_LABEL_V1}\0${context}`)]);

/** The body of a version-1 file: decrypts all but the last 16 bytes seen, checks those as the tag at the end. */
export class V1Body {
  private readonly decipher: DecipherGCM;
  /** The last TAG_BYTES bytes seen (or fewer): the tag if the input ends now. */
  private tail = Buffer.alloc(0);

  constructor(key: Buffer, header: Buffer, context: string) {
    this.decipher = createDecipheriv(ALGORITHM, key, header.subarray(FILE_MAGIC.length + 1), {
      authTagLength: TAG_BYTES,
    });
    this.decipher.setAAD(v1Aad(header, context));
  }

  /** UNAUTHENTICATED plaintext of all but the last TAG_BYTES bytes seen so far. */
  take(body: Buffer): Buffer {
    const joined = this.tail.length > 0 ? Buffer.concat([this.tail, body]) : body;
    const cut = Math.max(0, joined.length - TAG_BYTES);
    this.tail = Buffer.from(joined.subarray(cut));
    return cut > 0 ? this.decipher.update(joined.subarray(0, cut)) : Buffer.alloc(0);
  }

  /** Checks the tag; throws a SealedDataError unless the whole file was authentic. */
  end(): void {
    if (this.tail.length < TAG_BYTES) throw new SealedDataError('truncated', 'sealed file');
    this.decipher.setAuthTag(this.tail);
    try {
      this.decipher.final();
    } catch {
      throw new SealedDataError('not-authentic', 'sealed file');
    }
  }
}

/** Writes a version-1 file, as the upload once did (tests only: nothing writes this format any more). */
export class EncryptStreamV1 extends Transform {
  private readonly cipher;
  private header: Buffer | null;

  constructor(key: Buffer, options: { context?: string } = {}) {
    super();
    const iv = randomBytes(IV_BYTES);
    this.header = Buffer.concat([FILE_MAGIC, Buffer.from([FILE_VERSION_V1]), iv]);
    this.cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    this.cipher.setAAD(v1Aad(this.header, options.context));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sendHeader();
    this.push(this.cipher.update(chunk));
    done();
  }

  override _flush(done: TransformCallback): void {
    this.sendHeader();
    this.cipher.final();
    this.push(this.cipher.getAuthTag());
    done();
  }

  private sendHeader() {
    if (this.header) this.push(this.header);
    this.header = null;
  }
}
