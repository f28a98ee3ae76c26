import { bidOfferField } from '../bid/schema.ts';
import { type ByteSource, type Bytes, chunksOf, concatBytes, randomBytes, toBase64, writeU32 } from './bytes.ts';
import {
  AT,
  BidSealError,
  DEFAULT_CHUNK_SIZE,
  DEFAULT_KDF_ITERATIONS,
  FLAG_FINAL,
  FLAG_MORE,
  IV_BYTES,
  KEY_BYTES,
  MAX_CHUNK_SIZE,
  MAX_FILE_NAME_LENGTH,
  MAX_KDF_ITERATIONS,
  MIN_CHUNK_SIZE,
  MIN_KDF_ITERATIONS,
  SALT_BYTES,
  SEAL_ID_BYTES,
  TAG_BYTES,
} from './format.ts';
import { fixedHeader } from './header.ts';
import { keyFileText } from './key-file.ts';
import {
  chunkAad,
  chunkNonce,
  deriveKek,
  headerDigest,
  importBidKey,
  manifestPlaintext,
  sealChunk,
  sealManifest,
  wrapBidKey,
} from './keys.ts';

export interface BidSealOptions {
  /**
   * The 解密口令 the supplier chose: any non-empty text (NFC-normalised before the KDF); or its key-encryption key
   * derived once by `derivePassphraseKey`, for sealing several files under one passphrase without a PBKDF2 each.
   */
  passphrase: string | PassphraseKey;
  /** The 报价, as core's `bidOfferField` takes it ('1234.5' is sealed as '1234.50'). */
  offer: string;
  /** The bid file's own name (its base name is kept; sealed in the manifest with the 报价). */
  fileName: string;
  iterations?: number;
  chunkSize?: number;
}

/** A prepared seal: the header made and the key wrapped; `sealed(source)` then streams the whole file. */
export interface BidSeal {
  /** The file's seal id, base64 (the key file names it). */
  sealId: string;
  /** The bid's raw key, base64: what `/api/opening/decrypt` takes. Keep it secret, as the key file. */
  key: string;
  /** The 解密密钥文件 for the supplier's backup (key-file.ts). */
  keyFile: string;
  header: Bytes;
  /** The sealed file: the header, then one record per chunk of `source`; holds one chunk at a time. */
  sealed(source: ByteSource): AsyncGenerator<Bytes>;
}

/**
 * A passphrase's key-encryption key with the salt and iteration count it was derived with (PBKDF2, as the format
 * says): derived once, it seals any number of files, each still with its own random bid key, seal id and IVs — they
 * share only the salt, so one derivation also unlocks them all. The benchmark of the deadline surge seals its
 * companies' files this way; a supplier's single file is sealed from the passphrase itself.
 */
export interface PassphraseKey {
  readonly kek: CryptoKey;
  readonly salt: Bytes;
  readonly iterations: number;
}

/** Derives a passphrase's key-encryption key over a fresh random salt (PBKDF2-SHA256, `iterations` within bounds). */
export async function derivePassphraseKey(
  passphrase: string,
  iterations: number = DEFAULT_KDF_ITERATIONS,
): Promise<PassphraseKey> {
  if (typeof passphrase !== 'string' || passphrase.length === 0) throw new BidSealError('bad-input', '请输入解密口令');
  checkedIterations(iterations);
  const salt = randomBytes(SALT_BYTES);
  return { kek: await deriveKek(passphrase, salt, iterations), salt, iterations };
}

function checkedIterations(iterations: number) {
  if (!Number.isInteger(iterations) || iterations < MIN_KDF_ITERATIONS || iterations > MAX_KDF_ITERATIONS) {
    throw new BidSealError('weak-kdf');
  }
  return iterations;
}

const baseName = (name: string) => name.split(/[\\/]/).pop()!.trim();

function checkedOptions(options: BidSealOptions) {
  const { passphrase } = options;
  const derived = typeof passphrase === 'object' && passphrase !== null;
  if (!derived && (typeof passphrase !== 'string' || passphrase.length === 0)) {
    throw new BidSealError('bad-input', '请输入解密口令');
  }
  if (derived && passphrase.salt.length !== SALT_BYTES) throw new BidSealError('bad-input', '口令密钥不正确');
  const offer = bidOfferField.safeParse(options.offer);
  if (!offer.success) throw new BidSealError('bad-input', offer.error.issues[0]?.message ?? '投标报价不正确');
  const fileName = baseName(options.fileName ?? '');
  if (fileName === '') throw new BidSealError('bad-input', '请选择要加密的投标文件');
  if (fileName.length > MAX_FILE_NAME_LENGTH) throw new BidSealError('bad-input', '投标文件名过长');
  // A derived key was made at its own count: the header must name that one, whatever `iterations` says.
  const iterations = checkedIterations(
    derived ? passphrase.iterations : (options.iterations ?? DEFAULT_KDF_ITERATIONS),
  );
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < MIN_CHUNK_SIZE || chunkSize > MAX_CHUNK_SIZE) {
    throw new BidSealError('bad-input', '分块大小不正确');
  }
  return { passphrase, offer: offer.data, fileName, iterations, chunkSize };
}

/**
 * 投标人加密 (docs/bid-seal-format.md): a fresh random bid key, wrapped under the passphrase's PBKDF2 key; the 报价 and
 * the file name sealed in the header; then the file in AES-256-GCM chunks, each binding the header, its index and
 * whether it is the last. `passphrase` may be a key `derivePassphraseKey` made (its salt and count go in the
 * header). Refuses bad input (BidSealError 'bad-input', 'weak-kdf') before any work.
 */
export async function createBidSeal(options: BidSealOptions): Promise<BidSeal> {
  const { passphrase, offer, fileName, iterations, chunkSize } = checkedOptions(options);
  const raw = randomBytes(KEY_BYTES);
  const sealIdBytes = randomBytes(SEAL_ID_BYTES);
  const manifest = manifestPlaintext({ offer, fileName });
  const salt = typeof passphrase === 'string' ? randomBytes(SALT_BYTES) : passphrase.salt;
  const fixed = fixedHeader({
    iterations,
    salt,
    sealId: sealIdBytes,
    chunkSize,
    wrapIv: randomBytes(IV_BYTES),
    chunkIv: randomBytes(IV_BYTES),
    manifestIv: randomBytes(IV_BYTES),
    manifestLength: manifest.length + TAG_BYTES,
  });
  const kek = typeof passphrase === 'string' ? await deriveKek(passphrase, salt, iterations) : passphrase.kek;
  fixed.set(await wrapBidKey(kek, raw, fixed), AT.wrappedKey);
  const key = await importBidKey(raw);
  const header = concatBytes(fixed, await sealManifest(key, manifest, fixed));
  const digest = await headerDigest(header);
  const chunkIv = fixed.slice(AT.chunkIv, AT.chunkIv + IV_BYTES);
  const sealId = toBase64(sealIdBytes);

  async function* sealed(source: ByteSource): AsyncGenerator<Bytes> {
    yield header.slice();
    const block = new Uint8Array(chunkSize);
    let filled = 0;
    let index = 0;
    const record = async (final: boolean) => {
      const aad = chunkAad(digest, index, final);
      const sealedChunk = await sealChunk(key, chunkNonce(chunkIv, index), aad, block.slice(0, filled));
      const lead = final ? new Uint8Array([FLAG_FINAL, 0, 0, 0, 0]) : new Uint8Array([FLAG_MORE]);
      if (final) writeU32(lead, 1, filled);
      index++;
      filled = 0;
      return concatBytes(lead, sealedChunk);
    };
    for await (const piece of chunksOf(source)) {
      let at = 0;
      while (at < piece.length) {
        // A full block is sealed only once a further byte arrives: only then is it known not to be the last.
        if (filled === chunkSize) yield await record(false);
        const take = Math.min(chunkSize - filled, piece.length - at);
        block.set(piece.subarray(at, at + take), filled);
        filled += take;
        at += take;
      }
    }
    yield await record(true);
    block.fill(0);
  }

  const keyBase64 = toBase64(raw);
  return { sealId, key: keyBase64, keyFile: keyFileText(sealId, keyBase64), header, sealed };
}
