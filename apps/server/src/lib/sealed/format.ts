/**
 * The constants and the one error of the sealed formats (README.md): AES-256-GCM with a 96-bit random IV and a
 * 128-bit tag everywhere, a version in every stored form so the format can change without breaking old bids.
 */
export const ALGORITHM = 'aes-256-gcm';
export const KEY_BYTES = 32;
/** 96 bits: the IV length GCM is specified for (NIST SP 800-38D); any other length is hashed into one. */
export const IV_BYTES = 12;
/** The full 128-bit tag; decipher is always told this length so a shortened tag can never be accepted. */
export const TAG_BYTES = 16;

/**
 * Sealed file: `SWPS` + version byte + IV, then the body. Version 2 (written today): the body is a run of chunks,
 * each CHUNK_BYTES of ciphertext (the last one shorter) followed by its own tag. Version 1 (read only, files sealed
 * in the older format): one GCM stream, then one tag at the very end.
 */
export const FILE_MAGIC = Buffer.from('SWPS', 'latin1');
export const FILE_VERSION_V1 = 1;
export const FILE_VERSION = 2;
export const FILE_HEADER_BYTES = FILE_MAGIC.length + 1 + IV_BYTES;
/** What a version-1 file adds to the plaintext's size: the header and the one tag. */
export const FILE_V1_OVERHEAD_BYTES = FILE_HEADER_BYTES + TAG_BYTES;

/** The plaintext of one chunk of a version-2 file: small enough to check before a byte of it is released. */
export const CHUNK_BYTES = 64 * 1024;
/** A whole chunk as stored: its ciphertext and its tag. */
export const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;
/** The chunk index is XORed into 32 bits of the IV (chunk-cipher.ts), so a file holds at most 2^32 chunks. */
export const MAX_CHUNKS = 2 ** 32;

/** How many chunks a plaintext of `size` bytes takes: at least one, so an empty file still has a final tag. */
export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / CHUNK_BYTES));

/** The stored size of a version-2 file of `size` plaintext bytes: the header and one tag per chunk besides. */
export const sealedFileSize = (size: number) => FILE_HEADER_BYTES + size + chunkCount(size) * TAG_BYTES;

/** Whether `stored` bytes can be a sealed file (either version) of `size` plaintext bytes: checked before reading. */
export const isSealedFileSize = (stored: number, size: number) =>
  stored === sealedFileSize(size) || stored === size + FILE_V1_OVERHEAD_BYTES;

/** Why sealed data was refused. `not-authentic` covers a wrong key and altered bytes alike: GCM cannot tell them apart. */
export type SealedDataFault = 'not-sealed' | 'unsupported-version' | 'truncated' | 'not-authentic' | 'not-the-receipt';

const FAULT_TEXT: Record<SealedDataFault, string> = {
  'not-sealed': 'not sealed data (unknown format)',
  'unsupported-version': 'sealed with an unsupported format version',
  truncated: 'sealed data is truncated',
  'not-authentic': 'sealed data failed authentication (wrong key, or the data was altered)',
  'not-the-receipt': 'sealed data opened, but to other bytes than the expected SHA-256',
};

/**
 * Sealed bytes that must not be trusted: never a partial or garbled result instead. The message names the fault
 * and what was being opened, never a key or a byte of the content, so it can go to the log as it is.
 */
export class SealedDataError extends Error {
  constructor(
    readonly fault: SealedDataFault,
    /** What was being opened: `project key`, `sealed value` or `sealed file`. */
    readonly subject: string,
  ) {
    super(`${subject}: ${FAULT_TEXT[fault]}`);
    this.name = 'SealedDataError';
  }
}

/** A key of the wrong length is a programming or configuration mistake, refused before any byte is touched. */
export function assertKey(key: Buffer, name: string): void {
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES) {
    throw new RangeError(`${name} must be ${KEY_BYTES} bytes`);
  }
}

/**
 * Additional authenticated data: a fixed label per kind of sealed thing (so one kind can never be passed off as
 * another) and the caller's context (for example `bid:42:price`), which binds the ciphertext to the row it was
 * written for — a copy pasted into another row of the same project then fails to open.
 */
export function associatedData(label: string, context = ''): Buffer {
  return Buffer.from(`${label}\0${context}`, 'utf8');
}

/** Options shared by every seal and open call. */
export interface SealOptions {
  /** Bound into the tag: opening must pass the same string. Use an id that never changes (not a name). */
  context?: string;
}
