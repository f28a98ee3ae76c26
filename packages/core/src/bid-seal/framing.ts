import { type Bytes, concatBytes, equalBytes } from './bytes.ts';
import {
  AT,
  BID_SEAL_MAGIC,
  BID_SEAL_VERSION,
  BidSealError,
  FIXED_HEADER_BYTES,
  FLAG_FINAL,
  FLAG_MORE,
  TAG_BYTES,
  unsupportedVersion,
} from './format.ts';
import { type BidSealHeader, checkFixedHeader, parseHeader } from './header.ts';

/** What a whole sealed file's framing told, without its key. */
export interface BidSealFrame {
  header: BidSealHeader;
  chunks: number;
  /** The bid file's size (GCM's ciphertext is as long as its plaintext). */
  plaintextBytes: number;
}

/**
 * Walks a sealed bid as its bytes arrive, without the key (docs/bid-seal-format.md, "Checking without the key"):
 * the header (magic, version, KDF and its bounds, chunk size, manifest length), then every record — a flag byte,
 * `chunkSize` bytes and a tag for each but the last, which is flagged final and holds 0 to `chunkSize` bytes and
 * its tag, with nothing after it. Holds only the header; the records are counted, not kept. `push` and `end` throw
 * BidSealError at the first fault, so a server can refuse an upload while it streams. What it cannot see without
 * the key — a changed byte, chunks swapped or taken from another file — the tags find when the bid is decrypted.
 */
export class BidSealFraming {
  private headerBytes: Bytes = new Uint8Array(0);
  private headerLength = 0;
  private parsed: BidSealHeader | undefined;
  /** Bytes still to come in the current non-final record, or -1 when the next byte is a record's flag. */
  private remaining = -1;
  /** Bytes of the final record so far (after its flag), or -1 before it. */
  private finalBytes = -1;
  private chunks = 0;
  /** The plaintext of the non-final records. */
  private plaintextBytes = 0;

  constructor(private readonly maxPlaintextBytes = Number.POSITIVE_INFINITY) {}

  push(bytes: Uint8Array): void {
    let at = 0;
    if (!this.parsed) at = this.takeHeader(bytes);
    while (at < bytes.length) {
      const header = this.parsed!;
      if (this.finalBytes >= 0) {
        this.finalBytes += bytes.length - at;
        // Bytes past a whole final record: data appended after the end, or a record flagged final too early.
        if (this.finalBytes > header.chunkSize + TAG_BYTES) throw new BidSealError('bad-framing');
        this.checkSize(this.plaintextBytes + Math.max(0, this.finalBytes - TAG_BYTES));
        return;
      }
      if (this.remaining < 0) {
        const flag = bytes[at++];
        this.chunks++;
        if (flag === FLAG_FINAL) {
          this.finalBytes = 0;
          continue;
        }
        if (flag !== FLAG_MORE) throw new BidSealError('bad-framing');
        this.remaining = header.chunkSize + TAG_BYTES;
        this.plaintextBytes += header.chunkSize;
        this.checkSize(this.plaintextBytes);
        continue;
      }
      const take = Math.min(this.remaining, bytes.length - at);
      this.remaining -= take;
      at += take;
      if (this.remaining === 0) this.remaining = -1;
    }
  }

  /** The end of the file: a header and a whole final record must have arrived. */
  end(): BidSealFrame {
    if (!this.parsed) {
      if (this.headerBytes.length < BID_SEAL_MAGIC.length) throw new BidSealError('not-sealed');
      throw new BidSealError('truncated');
    }
    if (this.finalBytes < TAG_BYTES) throw new BidSealError('truncated');
    const plaintextBytes = this.plaintextBytes + this.finalBytes - TAG_BYTES;
    return { header: this.parsed, chunks: this.chunks, plaintextBytes };
  }

  /** The header as far as it has arrived; null until it is whole. */
  get header(): BidSealHeader | null {
    return this.parsed ?? null;
  }

  private checkSize(plaintextBytes: number) {
    if (plaintextBytes > this.maxPlaintextBytes) throw new BidSealError('too-large');
  }

  /** Gathers the header (refusing as early as its bytes allow) and answers where the records start in `bytes`. */
  private takeHeader(bytes: Uint8Array): number {
    const before = this.headerBytes.length;
    const wanted = this.headerLength || FIXED_HEADER_BYTES;
    const take = Math.min(wanted - before, bytes.length);
    this.headerBytes = concatBytes(this.headerBytes, bytes.subarray(0, take));
    const got = this.headerBytes;
    const magic = got.subarray(0, Math.min(got.length, BID_SEAL_MAGIC.length));
    if (!equalBytes(magic, BID_SEAL_MAGIC.subarray(0, magic.length))) throw new BidSealError('not-sealed');
    if (got.length > AT.version && got[AT.version] !== BID_SEAL_VERSION) throw unsupportedVersion(got[AT.version]!);
    if (this.headerLength === 0 && got.length === FIXED_HEADER_BYTES) {
      this.headerLength = checkFixedHeader(got);
      return take + this.takeHeader(bytes.subarray(take));
    }
    if (this.headerLength > 0 && got.length === this.headerLength) this.parsed = parseHeader(got);
    return take;
  }
}
