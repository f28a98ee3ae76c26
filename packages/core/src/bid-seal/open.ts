import {
  ByteReader,
  type ByteSource,
  type Bytes,
  chunksOf,
  equalBytes,
  fromBase64,
  readU32,
  toBase64,
} from './bytes.ts';
import { BidSealError, FINAL_LENGTH_BYTES, FIXED_HEADER_BYTES, FLAG_FINAL, FLAG_MORE, TAG_BYTES } from './format.ts';
import { type BidSealFrame, BidSealFraming } from './framing.ts';
import { type BidSealHeader, checkFixedHeader, parseHeader } from './header.ts';
import { readKeyFile } from './key-file.ts';
import {
  type BidManifest,
  chunkAad,
  chunkNonce,
  headerDigest,
  importBidKey,
  openChunk,
  openManifest,
  unwrapWithPassphrase,
} from './keys.ts';

/** Walks a whole sealed file without its key (framing.ts): its header and figures, or the first fault. */
export async function checkBidSeal(source: ByteSource, maxPlaintextBytes?: number): Promise<BidSealFrame> {
  const framing = new BidSealFraming(maxPlaintextBytes);
  for await (const piece of chunksOf(source)) framing.push(piece);
  return framing.end();
}

/** What unlocks a bid: its 解密口令, or its 解密密钥文件's text. */
export type BidSecret = { passphrase: string } | { keyFile: string };

/**
 * The bid's key (base64) from its passphrase or key file: what `/api/opening/decrypt` takes. A wrong passphrase
 * fails as `wrong-passphrase`, whichever part was wrong; a key file of another sealed file as `key-mismatch`. The
 * key is proved against the file's sealed manifest before it is answered.
 */
export async function unwrapBidKey(header: BidSealHeader, secret: BidSecret): Promise<string> {
  let raw: Bytes;
  if ('passphrase' in secret) {
    raw = await unwrapWithPassphrase(header, secret.passphrase);
  } else {
    const file = readKeyFile(secret.keyFile);
    if (!equalBytes(file.sealId, header.sealId)) throw new BidSealError('key-mismatch');
    raw = file.key;
  }
  try {
    await openManifest(await importBidKey(raw), header);
    return toBase64(raw);
  } finally {
    raw.fill(0);
  }
}

/** A sealed bid being opened with its key: the manifest (报价, file name) and the file's bytes, each authenticated. */
export interface OpenedBidSeal {
  header: BidSealHeader;
  manifest: BidManifest;
  /**
   * The bid file, chunk by chunk: each released only after its tag verified at its index and with its final flag.
   * Errors (BidSealError) on a changed, moved, missing or appended chunk: a consumer must not take what it got
   * before an error for the whole file.
   */
  plaintext: AsyncGenerator<Bytes>;
}

async function readHeader(reader: ByteReader): Promise<BidSealHeader> {
  const fixed = await reader.read(FIXED_HEADER_BYTES);
  if (fixed.length < 4) throw new BidSealError('not-sealed');
  const length = checkFixedHeader(fixed);
  const rest = await reader.read(length - FIXED_HEADER_BYTES);
  if (rest.length < length - FIXED_HEADER_BYTES) throw new BidSealError('truncated');
  const bytes = new Uint8Array(length);
  bytes.set(fixed);
  bytes.set(rest, FIXED_HEADER_BYTES);
  return parseHeader(bytes);
}

/** Reads only the header of a sealed bid (the rest of the source is left unread). */
export async function readBidSealHeader(source: ByteSource): Promise<BidSealHeader> {
  const reader = new ByteReader(source);
  try {
    return await readHeader(reader);
  } finally {
    await reader.close();
  }
}

/**
 * Opens a sealed bid with its key (raw bytes or base64). Resolves once the header parsed and the manifest opened
 * (a key of another file fails here, `not-authentic`); the chunks are read and verified as `plaintext` is consumed.
 */
export async function openBidSeal(source: ByteSource, key: Bytes | string): Promise<OpenedBidSeal> {
  const raw = typeof key === 'string' ? fromBase64(key) : key;
  if (!raw) throw new BidSealError('bad-key-file');
  const reader = new ByteReader(source);
  const header = await readHeader(reader);
  const cryptoKey = await importBidKey(raw);
  const manifest = await openManifest(cryptoKey, header);
  const digest = await headerDigest(header.bytes);

  async function* plaintext(): AsyncGenerator<Bytes> {
    try {
      for (let index = 0; ; index++) {
        const [flag] = await reader.read(1);
        if (flag === undefined) throw new BidSealError('truncated');
        if (flag !== FLAG_MORE && flag !== FLAG_FINAL) throw new BidSealError('bad-framing');
        const final = flag === FLAG_FINAL;
        let length = header.chunkSize;
        if (final) {
          const lengthBytes = await reader.read(FINAL_LENGTH_BYTES);
          if (lengthBytes.length < FINAL_LENGTH_BYTES) throw new BidSealError('truncated');
          length = readU32(lengthBytes, 0);
          if (length > header.chunkSize) throw new BidSealError('bad-framing');
        }
        const record = await reader.read(length + TAG_BYTES);
        if (record.length < length + TAG_BYTES) throw new BidSealError('truncated');
        if (final && (await reader.read(1)).length > 0) throw new BidSealError('bad-framing');
        yield await openChunk(cryptoKey, chunkNonce(header.chunkIv, index), chunkAad(digest, index, final), record);
        if (final) return;
      }
    } finally {
      await reader.close();
    }
  }

  return { header, manifest, plaintext: plaintext() };
}
