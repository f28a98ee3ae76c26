/**
 * 投标人加密: the sealed-bid file (docs/bid-seal-format.md). One implementation on WebCrypto for the browser, the
 * command-line sealer (tools/bid-seal) and the server's checks. Imported as `@swp/core/bid-seal/index`, not through
 * core's index, so pages that do not seal never load it.
 */
export { ByteReader, type ByteSource, fromBase64, toBase64 } from './bytes.ts';
export {
  BID_SEAL_VERSION,
  BidSealError,
  type BidSealFault,
  DEFAULT_CHUNK_SIZE,
  DEFAULT_KDF_ITERATIONS,
  MIN_KDF_ITERATIONS,
  maxSealedBytes,
} from './format.ts';
export { type BidSealFrame, BidSealFraming } from './framing.ts';
export type { BidSealHeader } from './header.ts';
export { KEY_FILE_FORMAT, readKeyFile } from './key-file.ts';
export type { BidManifest } from './keys.ts';
export {
  type BidSecret,
  checkBidSeal,
  type OpenedBidSeal,
  openBidSeal,
  readBidSealHeader,
  unwrapBidKey,
} from './open.ts';
export { type BidSeal, type BidSealOptions, createBidSeal, derivePassphraseKey, type PassphraseKey } from './seal.ts';
