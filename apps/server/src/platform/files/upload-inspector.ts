import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { invalid } from '../../lib/errors.ts';
import { type FileType, matchesSignature, SIGNATURE_BYTES } from './file-types.ts';

/**
 * Sits between the upload and the storage: passes the bytes through unchanged while computing SHA-256 and the size,
 * and fails the stream (so storage discards the partial file) as soon as the first bytes are not the declared
 * type's signature or the size passes the limit. One pass, nothing buffered beyond the signature.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private checked = false;
  size = 0;

  constructor(
    private readonly type: FileType,
    private readonly maxBytes: number,
    private readonly tooLargeMessage: string,
    /** The allowed types as the refusal names them (e.g. PDF、JPG、PNG). */
    private readonly allowedText: string,
    /** False when the next stage hashes the bytes anyway (the bid upload's EncryptStream): one SHA-256 pass, not two. */
    private readonly hashing = true,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    done(this.inspect(chunk), chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) {
      done(invalid('文件内容为空，请重新选择'));
      return;
    }
    // A file shorter than the longest signature is judged on what it has.
    done(this.checked ? null : this.checkSignature());
  }

  /** Counts and hashes one chunk; the refusal when the size or the signature is wrong, else null. */
  private inspect(chunk: Buffer) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return invalid(this.tooLargeMessage);
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= SIGNATURE_BYTES) {
        const refusal = this.checkSignature();
        if (refusal) return refusal;
      }
    }
    if (this.hashing) this.hash.update(chunk);
    return null;
  }

  private checkSignature() {
    this.checked = true;
    const ok = matchesSignature(this.type, this.head);
    this.head = Buffer.alloc(0);
    return ok ? null : invalid(`文件内容与扩展名不符，仅允许上传${this.allowedText}文件`);
  }

  /** The SHA-256 of every byte passed through, in hex (read after the stream has finished). */
  digest(): string {
    if (!this.hashing) throw new Error('UploadInspector: made without hashing');
    return this.hash.digest('hex');
  }
}
