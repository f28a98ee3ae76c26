/**
 * The sealed-bid file of 投标人加密 (docs/bid-seal-format.md is the specification; keep the two in step). Constants,
 * the header's layout and the one error type with the words a supplier reads. No I/O and no key here.
 */

/** "SWPB": a bidder-sealed file (the platform's own at-rest seal is "SWPS", apps/server lib/sealed). */
export const BID_SEAL_MAGIC = new Uint8Array([0x53, 0x57, 0x50, 0x42]);
export const BID_SEAL_VERSION = 1;

/** Key derivation 1 = PBKDF2-HMAC-SHA256, the only one of version 1 (WebCrypto has it in every browser). */
export const KDF_PBKDF2_SHA256 = 1;
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256, and the floor: fewer is refused everywhere. */
export const MIN_KDF_ITERATIONS = 600_000;
/** The ceiling keeps a hostile file from making a browser or the hall derive for minutes. */
export const MAX_KDF_ITERATIONS = 10_000_000;
export const DEFAULT_KDF_ITERATIONS = 600_000;

/** Plaintext bytes per chunk: a power of two from 16 KiB to 1 MiB; writers of this repository use 64 KiB. */
export const MIN_CHUNK_SIZE = 16 * 1024;
export const MAX_CHUNK_SIZE = 1024 * 1024;
export const DEFAULT_CHUNK_SIZE = 64 * 1024;

export const SALT_BYTES = 16;
export const SEAL_ID_BYTES = 16;
export const KEY_BYTES = 32;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const WRAPPED_KEY_BYTES = KEY_BYTES + TAG_BYTES;

/** The manifest (报价 and file name) is padded to a multiple of this, so its length hardly tells the price's. */
export const MANIFEST_BLOCK = 256;
export const MAX_MANIFEST_PLAINTEXT = 4096;
export const MAX_FILE_NAME_LENGTH = 255;

/** Byte offsets of the fixed part of the header (docs/bid-seal-format.md, "Header"). */
export const AT = {
  magic: 0,
  version: 4,
  kdf: 5,
  iterations: 6,
  salt: 10,
  sealId: 26,
  chunkSize: 42,
  wrapIv: 46,
  wrappedKey: 58,
  chunkIv: 106,
  manifestIv: 118,
  manifestLength: 130,
} as const;
export const FIXED_HEADER_BYTES = 132;
export const MIN_MANIFEST_BYTES = MANIFEST_BLOCK + TAG_BYTES;
export const MAX_MANIFEST_BYTES = MAX_MANIFEST_PLAINTEXT + TAG_BYTES;
export const MAX_HEADER_BYTES = FIXED_HEADER_BYTES + MAX_MANIFEST_BYTES;

/**
 * A chunk record: flag 0, then `chunkSize` bytes of ciphertext and the tag; the last: flag 1, its ciphertext's
 * length (4 bytes, big-endian, 0 to `chunkSize`), the ciphertext and the tag. So a file's end is known from its
 * framing alone, and a cut or appended byte is refused without the key.
 */
export const FLAG_MORE = 0x00;
export const FLAG_FINAL = 0x01;
export const FINAL_LENGTH_BYTES = 4;
export const RECORD_OVERHEAD = 1 + TAG_BYTES;

/** The labels that start each kind of additional data, so one kind can never be opened as another. */
export const AAD_LABEL = {
  key: 'swp/bid-seal/v1/key',
  manifest: 'swp/bid-seal/v1/manifest',
  chunk: 'swp/bid-seal/v1/chunk',
} as const;

/**
 * The largest sealed file for `plaintextBytes` of bid file: what an upload limit must allow for a sealed bid
 * (the smallest chunk size gives the most records).
 */
export const maxSealedBytes = (plaintextBytes: number) =>
  MAX_HEADER_BYTES +
  plaintextBytes +
  RECORD_OVERHEAD * (Math.ceil(plaintextBytes / MIN_CHUNK_SIZE) + 1) +
  FINAL_LENGTH_BYTES;

export type BidSealFault =
  | 'not-sealed'
  | 'unsupported-version'
  | 'weak-kdf'
  | 'bad-header'
  | 'bad-framing'
  | 'truncated'
  | 'too-large'
  | 'not-authentic'
  | 'wrong-passphrase'
  | 'bad-key-file'
  | 'key-mismatch'
  | 'bad-input';

const MESSAGES: Record<Exclude<BidSealFault, 'bad-input' | 'too-large' | 'unsupported-version'>, string> = {
  'not-sealed': '不是投标人加密的密封投标文件，请先用投标文件加密工具或投标页面加密后再上传',
  'weak-kdf': `密封投标文件的口令派生参数不符合要求：须为 PBKDF2-SHA256，迭代次数${MIN_KDF_ITERATIONS}至${MAX_KDF_ITERATIONS}次`,
  'bad-header': '密封投标文件的文件头已损坏，请重新加密后上传',
  'bad-framing': '密封投标文件的分块结构已损坏，请重新加密后上传',
  truncated: '密封投标文件不完整（文件被截断）',
  'not-authentic': '密封投标文件校验未通过：内容已被改动、缺失或与密钥不符',
  'wrong-passphrase': '解密口令不正确，或密封文件的密钥部分已损坏，无法解开投标密钥',
  'bad-key-file': '解密密钥文件格式不正确',
  'key-mismatch': '该解密密钥文件不属于这个密封投标文件',
};

/**
 * Every refusal of this format. `message` is the supplier's words (shown by the server, the page and the command
 * line alike) and never holds a key, a passphrase or a byte of content; `fault` is for code.
 */
export class BidSealError extends Error {
  constructor(
    readonly fault: BidSealFault,
    message?: string,
  ) {
    super(message ?? (MESSAGES as Record<string, string>)[fault] ?? fault);
    this.name = 'BidSealError';
  }
}

export const unsupportedVersion = (version: number) =>
  new BidSealError(
    'unsupported-version',
    `密封投标文件的格式版本（${version}）不受支持，本平台支持版本 ${BID_SEAL_VERSION}`,
  );
