import { type Bytes, concatBytes, readU16, utf8, writeU16 } from './bytes.ts';
import {
  AAD_LABEL,
  AT,
  BidSealError,
  FIXED_HEADER_BYTES,
  KEY_BYTES,
  MANIFEST_BLOCK,
  MAX_MANIFEST_PLAINTEXT,
} from './format.ts';
import type { BidSealHeader } from './header.ts';

/**
 * The WebCrypto operations of the format (globalThis.crypto.subtle: the same code in a browser and in Node ≥ 20):
 * the passphrase's key, the wrapped bid key, the sealed manifest and each chunk's nonce and additional data.
 */
const subtle = () => globalThis.crypto.subtle;
const GCM = 'AES-GCM';

/** The key-encryption key: PBKDF2-HMAC-SHA256 over the passphrase's UTF-8 in Unicode NFC form. */
export async function deriveKek(passphrase: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', utf8(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    { name: GCM, length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The per-bid key for sealing and opening (not extractable: the raw bytes stay with the caller, for the key file). */
export const importBidKey = (raw: Bytes): Promise<CryptoKey> => {
  if (raw.length !== KEY_BYTES) throw new BidSealError('bad-key-file');
  return subtle().importKey('raw', raw, GCM, false, ['encrypt', 'decrypt']);
};

/** The wrap binds everything before the wrapped key: the version, the KDF and its parameters, the seal id… */
const wrapAad = (fixed: Uint8Array) => concatBytes(utf8(AAD_LABEL.key), fixed.subarray(0, AT.wrappedKey));
/** The manifest binds the whole fixed part, the wrapped key included. */
const manifestAad = (fixed: Uint8Array) => concatBytes(utf8(AAD_LABEL.manifest), fixed.subarray(0, FIXED_HEADER_BYTES));

export async function wrapBidKey(kek: CryptoKey, raw: Bytes, fixed: Bytes): Promise<Bytes> {
  const iv = fixed.slice(AT.wrapIv, AT.wrapIv + 12);
  return new Uint8Array(await subtle().encrypt({ name: GCM, iv, additionalData: wrapAad(fixed) }, kek, raw));
}

/**
 * The bid's raw key from its passphrase. A wrong passphrase and a changed header look the same to GCM, on purpose:
 * the one answer says neither which, nor how close a guess was.
 */
export async function unwrapWithPassphrase(header: BidSealHeader, passphrase: string): Promise<Bytes> {
  const kek = await deriveKek(passphrase, header.salt, header.iterations);
  try {
    const raw = await subtle().decrypt(
      { name: GCM, iv: header.wrapIv, additionalData: wrapAad(header.bytes) },
      kek,
      header.wrappedKey,
    );
    return new Uint8Array(raw);
  } catch {
    throw new BidSealError('wrong-passphrase');
  }
}

/** What the manifest holds: the 报价 and the bid file's own name, both sealed under the bid key. */
export interface BidManifest {
  offer: string;
  fileName: string;
}

/** The manifest's plaintext: a 2-byte length, the UTF-8 JSON, zeros to a multiple of MANIFEST_BLOCK. */
export function manifestPlaintext(manifest: BidManifest): Bytes {
  const json = utf8(JSON.stringify({ offer: manifest.offer, fileName: manifest.fileName }));
  const padded = Math.ceil((json.length + 2) / MANIFEST_BLOCK) * MANIFEST_BLOCK;
  if (padded > MAX_MANIFEST_PLAINTEXT) throw new BidSealError('bad-input', '投标文件名过长');
  const out = new Uint8Array(padded);
  writeU16(out, 0, json.length);
  out.set(json, 2);
  return out;
}

export async function sealManifest(key: CryptoKey, plaintext: Bytes, fixed: Bytes): Promise<Bytes> {
  const iv = fixed.slice(AT.manifestIv, AT.manifestIv + 12);
  return new Uint8Array(await subtle().encrypt({ name: GCM, iv, additionalData: manifestAad(fixed) }, key, plaintext));
}

/** The manifest, authenticated; a key of another file or a changed header fails as `not-authentic`. */
export async function openManifest(key: CryptoKey, header: BidSealHeader): Promise<BidManifest> {
  let plain: Bytes;
  try {
    plain = new Uint8Array(
      await subtle().decrypt(
        { name: GCM, iv: header.manifestIv, additionalData: manifestAad(header.bytes) },
        key,
        header.sealedManifest,
      ),
    );
  } catch {
    throw new BidSealError('not-authentic');
  }
  const length = readU16(plain, 0);
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(2, 2 + length)));
    const { offer, fileName } = parsed as Record<string, unknown>;
    if (typeof offer === 'string' && typeof fileName === 'string') return { offer, fileName };
  } catch {
    // Falls through: an authentic manifest that is not the format's JSON is a bad header, not a 500.
  }
  throw new BidSealError('bad-header');
}

/** Chunk i's nonce: the file's chunk IV with i XORed into its last 32 bits (so at most 2^32 chunks). */
export function chunkNonce(chunkIv: Bytes, index: number): Bytes {
  const nonce = chunkIv.slice();
  const view = new DataView(nonce.buffer);
  view.setUint32(8, view.getUint32(8, false) ^ index, false);
  return nonce;
}

/** SHA-256 of the whole header: every chunk binds it, and with it the seal id, the KDF, the wrapped key. */
export async function headerDigest(header: Bytes): Promise<Bytes> {
  return new Uint8Array(await subtle().digest('SHA-256', header));
}

/** Chunk i's additional data: the label, the header's digest, the index (8 bytes) and the final flag (1 byte). */
export function chunkAad(digest: Bytes, index: number, final: boolean): Bytes {
  const tail = new Uint8Array(9);
  new DataView(tail.buffer).setBigUint64(0, BigInt(index), false);
  tail[8] = final ? 1 : 0;
  return concatBytes(utf8(AAD_LABEL.chunk), digest, tail);
}

export async function sealChunk(key: CryptoKey, nonce: Bytes, aad: Bytes, plain: Bytes): Promise<Bytes> {
  return new Uint8Array(await subtle().encrypt({ name: GCM, iv: nonce, additionalData: aad }, key, plain));
}

export async function openChunk(key: CryptoKey, nonce: Bytes, aad: Bytes, sealed: Bytes): Promise<Bytes> {
  try {
    return new Uint8Array(await subtle().decrypt({ name: GCM, iv: nonce, additionalData: aad }, key, sealed));
  } catch {
    throw new BidSealError('not-authentic');
  }
}
