import { createCipheriv, createDecipheriv } from 'node:crypto';
import { ALGORITHM, IV_BYTES, MAX_CHUNKS, SealedDataError, TAG_BYTES } from './format.ts';

/**
 * One chunk of a version-2 sealed file (README.md "Sealed file"): its own AES-256-GCM message under the project
 * key, with a nonce derived from the file's random IV and the chunk's index, and additional data binding the kind
 * label, the caller's context (the bid), the file's header, the index and whether this is the last chunk. So a chunk
 * moved to another place, a file cut after a whole chunk, a last chunk dropped, a chunk appended, or a file of
 * another bid all fail a tag — each chunk's before a byte of it is released.
 */
export const FILE_LABEL = 'swp/sealed-file/v2';

/** Where one chunk sits in its file. */
export interface ChunkPlace {
  header: Buffer;
  context: string;
  index: number;
  final: boolean;
}

/**
 * The chunk's nonce: the file's IV with the index XORed into its last 32 bits. IVs are random per file, so two
 * files' nonces meet only if their IVs agree in their first 64 bits and nearly in the rest (probability about
 * chunks² / 2^96 per pair); within a file every index gives a different nonce.
 */
export function chunkNonce(header: Buffer, index: number): Buffer {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_CHUNKS) throw new RangeError('chunk index out of range');
  const nonce = Buffer.from(header.subarray(header.length - IV_BYTES));
  nonce.writeUInt32BE((nonce.readUInt32BE(IV_BYTES - 4) ^ index) >>> 0, IV_BYTES - 4);
  return nonce;
}

/** The chunk's additional data: label and context (the caller's string ends where the fixed-size tail begins). */
export function chunkAad({ header, context, index, final }: ChunkPlace): Buffer {
  const tail = Buffer.alloc(9);
  tail.writeUInt32BE(Math.floor(index / 2 ** 32), 0);
  tail.writeUInt32BE(index >>> 0, 4);
  tail[8] = final ? 1 : 0;
  return Buffer.concat([header, Buffer.from(`${FILE_LABEL}\0${context}\0`, 'utf8'), tail]);
}

/** The chunk as stored: ciphertext then tag. */
export function sealChunk(key: Buffer, place: ChunkPlace, plaintext: Buffer): Buffer[] {
  const cipher = createCipheriv(ALGORITHM, key, chunkNonce(place.header, place.index), { authTagLength: TAG_BYTES });
  cipher.setAAD(chunkAad(place));
  const body = cipher.update(plaintext);
  cipher.final(); // empty for GCM
  return [body, cipher.getAuthTag()];
}

/** The chunk's plaintext, only once its tag has been verified; a wrong tag throws `not-authentic`. */
export function openChunk(key: Buffer, place: ChunkPlace, sealed: Buffer): Buffer {
  if (sealed.length < TAG_BYTES) throw new SealedDataError('truncated', 'sealed file');
  const decipher = createDecipheriv(ALGORITHM, key, chunkNonce(place.header, place.index), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(chunkAad(place));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const plaintext = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    decipher.final();
  } catch {
    throw new SealedDataError('not-authentic', 'sealed file');
  }
  return plaintext;
}
