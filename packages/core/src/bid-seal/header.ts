import { type Bytes, equalBytes, readU16, readU32, writeU16, writeU32 } from './bytes.ts';
import {
  AT,
  BID_SEAL_MAGIC,
  BID_SEAL_VERSION,
  BidSealError,
  FIXED_HEADER_BYTES,
  IV_BYTES,
  KDF_PBKDF2_SHA256,
  MANIFEST_BLOCK,
  MAX_CHUNK_SIZE,
  MAX_KDF_ITERATIONS,
  MAX_MANIFEST_BYTES,
  MIN_CHUNK_SIZE,
  MIN_KDF_ITERATIONS,
  MIN_MANIFEST_BYTES,
  SALT_BYTES,
  SEAL_ID_BYTES,
  TAG_BYTES,
  unsupportedVersion,
  WRAPPED_KEY_BYTES,
} from './format.ts';

/** The header of a sealed bid, as read (docs/bid-seal-format.md, "Header"). `bytes` is the whole header. */
export interface BidSealHeader {
  version: number;
  iterations: number;
  salt: Bytes;
  /** The file's random id: bound into every chunk and the manifest, and named by its key file. */
  sealId: Bytes;
  chunkSize: number;
  wrapIv: Bytes;
  wrappedKey: Bytes;
  chunkIv: Bytes;
  manifestIv: Bytes;
  sealedManifest: Bytes;
  bytes: Bytes;
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/**
 * Checks the fixed part (the first FIXED_HEADER_BYTES) and answers the whole header's length. Refuses a wrong
 * magic, another version, a KDF other than PBKDF2-SHA256 or outside its iteration bounds, a chunk size off the
 * list and a manifest length that is not a padded one.
 */
export function checkFixedHeader(fixed: Uint8Array): number {
  if (fixed.length < FIXED_HEADER_BYTES) throw new BidSealError('truncated');
  if (!equalBytes(fixed.subarray(0, BID_SEAL_MAGIC.length), BID_SEAL_MAGIC)) throw new BidSealError('not-sealed');
  const version = fixed[AT.version] ?? 0;
  if (version !== BID_SEAL_VERSION) throw unsupportedVersion(version);
  const iterations = readU32(fixed, AT.iterations);
  if (fixed[AT.kdf] !== KDF_PBKDF2_SHA256 || iterations < MIN_KDF_ITERATIONS || iterations > MAX_KDF_ITERATIONS) {
    throw new BidSealError('weak-kdf');
  }
  const chunkSize = readU32(fixed, AT.chunkSize);
  if (!isPowerOfTwo(chunkSize) || chunkSize < MIN_CHUNK_SIZE || chunkSize > MAX_CHUNK_SIZE) {
    throw new BidSealError('bad-header');
  }
  const manifestLength = readU16(fixed, AT.manifestLength);
  if (
    manifestLength < MIN_MANIFEST_BYTES ||
    manifestLength > MAX_MANIFEST_BYTES ||
    (manifestLength - TAG_BYTES) % MANIFEST_BLOCK !== 0
  ) {
    throw new BidSealError('bad-header');
  }
  return FIXED_HEADER_BYTES + manifestLength;
}

/** The parsed header from its bytes (exactly the header; checkFixedHeader told how many). */
export function parseHeader(bytes: Bytes): BidSealHeader {
  const length = checkFixedHeader(bytes);
  if (bytes.length < length) throw new BidSealError('truncated');
  const field = (at: number, size: number) => bytes.slice(at, at + size);
  return {
    version: bytes[AT.version]!,
    iterations: readU32(bytes, AT.iterations),
    salt: field(AT.salt, SALT_BYTES),
    sealId: field(AT.sealId, SEAL_ID_BYTES),
    chunkSize: readU32(bytes, AT.chunkSize),
    wrapIv: field(AT.wrapIv, IV_BYTES),
    wrappedKey: field(AT.wrappedKey, WRAPPED_KEY_BYTES),
    chunkIv: field(AT.chunkIv, IV_BYTES),
    manifestIv: field(AT.manifestIv, IV_BYTES),
    sealedManifest: field(FIXED_HEADER_BYTES, length - FIXED_HEADER_BYTES),
    bytes: bytes.slice(0, length),
  };
}

/** The fixed part of a new header, all but the wrapped key (sealed over the bytes before it) filled in. */
export function fixedHeader(fields: {
  iterations: number;
  salt: Uint8Array;
  sealId: Uint8Array;
  chunkSize: number;
  wrapIv: Uint8Array;
  chunkIv: Uint8Array;
  manifestIv: Uint8Array;
  manifestLength: number;
}): Bytes {
  const fixed = new Uint8Array(FIXED_HEADER_BYTES);
  fixed.set(BID_SEAL_MAGIC, AT.magic);
  fixed[AT.version] = BID_SEAL_VERSION;
  fixed[AT.kdf] = KDF_PBKDF2_SHA256;
  writeU32(fixed, AT.iterations, fields.iterations);
  fixed.set(fields.salt, AT.salt);
  fixed.set(fields.sealId, AT.sealId);
  writeU32(fixed, AT.chunkSize, fields.chunkSize);
  fixed.set(fields.wrapIv, AT.wrapIv);
  fixed.set(fields.chunkIv, AT.chunkIv);
  fixed.set(fields.manifestIv, AT.manifestIv);
  writeU16(fixed, AT.manifestLength, fields.manifestLength);
  return fixed;
}
