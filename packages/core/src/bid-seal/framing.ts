import { type Bytes, concatBytes, equalBytes, readU32 } from './bytes.ts';
import {
  AT,
  BID_SEAL_MAGIC,
  BID_SEAL_VERSION,
  BidSealError,
  FINAL_LENGTH_BYTES,
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

type Place = 'header' | 'flag' | 'chunk' | 'length' | 'final' | 'end';

/**
 * Walks a sealed bid as its bytes arrive, without the key (docs/bid-seal-format.md, "Checking without the key"):
 * the header (magic, version, KDF and its bounds, chunk size, manifest length), then every record — flag 0, then
 * `chunkSize` bytes and a tag, for each but the last; flag 1, a 4-byte length (at most `chunkSize`), that many bytes
 * and a tag for the last — and nothing after it. Holds only the header; the records are counted, not kept. `push`
 * and `end` throw BidSealError at the first fault, so a server can refuse an upload while it streams. What it cannot
 * see without the key — a changed byte, chunks swapped or taken from another file, a length or flag rewritten — the
 * tags find when the bid is decrypted.
 */
export class BidSealFraming {
  private headerBytes: Bytes = new Uint8Array(0);
  private headerLength = 0;
  private parsed: BidSealHeader | undefined;
  private place: Place = 'header';
  /** Bytes still to come in the current record's chunk and tag. */
  private remaining = 0;
  private lengthBytes: number[] = [];
  private chunks = 0;
  private plaintextBytes = 0;

  constructor(private readonly maxPlaintextBytes = Number.POSITIVE_INFINITY) {}

  push(bytes: Uint8Array): void {
    let at = 0;
    if (this.place === 'header') {
      at = this.takeHeader(bytes);
      if (!this.parsed) return;
      this.place = 'flag';
    }
    const chunkSize = this.parsed!.chunkSize;
    while (at < bytes.length) {
      switch (this.place) {
        case 'flag': {
          const flag = bytes[at++];
          this.chunks++;
          if (flag === FLAG_MORE) {
            this.remaining = chunkSize + TAG_BYTES;
            this.count(chunkSize);
            this.place = 'chunk';
          } else if (flag === FLAG_FINAL) {
            this.lengthBytes = [];
            this.place = 'length';
          } else {
            throw new BidSealError('bad-framing');
          }
          break;
        }
        case 'length': {
          this.lengthBytes.push(bytes[at++]!);
          if (this.lengthBytes.length < FINAL_LENGTH_BYTES) break;
          const length = readU32(Uint8Array.from(this.lengthBytes), 0);
          if (length > chunkSize) throw new BidSealError('bad-framing');
          this.count(length);
          this.remaining = length + TAG_BYTES;
          this.place = 'final';
          break;
        }
        case 'chunk':
        case 'final': {
          const take = Math.min(this.remaining, bytes.length - at);
          this.remaining -= take;
          at += take;
          if (this.remaining === 0) this.place = this.place === 'chunk' ? 'flag' : 'end';
          break;
        }
        default:
          // Bytes after the final record: appended data, or records after one falsely flagged final.
          throw new BidSealError('bad-framing');
      }
    }
  }

  /** The end of the file: a header and a whole final record must have arrived, and nothing after it. */
  end(): BidSealFrame {
    if (!this.parsed) {
      if (this.headerBytes.length < BID_SEAL_MAGIC.length) throw new BidSealError('not-sealed');
      throw new BidSealError('truncated');
    }
    if (this.place !== 'end') throw new BidSealError('truncated');
    return { header: this.parsed, chunks: this.chunks, plaintextBytes: this.plaintextBytes };
  }

  /** The header once it is whole; null before. */
  get header(): BidSealHeader | null {
    return this.parsed ?? null;
  }

  private count(plaintextBytes: number) {
    this.plaintextBytes += plaintextBytes;
    if (this.plaintextBytes > this.maxPlaintextBytes) throw new BidSealError('too-large');
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
