import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ALGORITHM, IV_BYTES, SealedDataError, TAG_BYTES } from './format.ts';

/**
 * The stored form of a short sealed thing (a wrapped project key, a sealed price): `v1:` + base64(IV | tag |
 * ciphertext), one string that fits a text column. Held in memory whole, so only for small values.
 */
const PREFIX = 'v1:';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function sealShort(key: Buffer, plaintext: Buffer, aad: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** The plaintext, or a SealedDataError: never bytes that did not pass the tag. */
export function openShort(key: Buffer, sealed: string, aad: Buffer, subject: string): Buffer {
  if (typeof sealed !== 'string') throw new SealedDataError('not-sealed', subject);
  if (!sealed.startsWith(PREFIX)) {
    throw new SealedDataError(/^v\d+:/.test(sealed) ? 'unsupported-version' : 'not-sealed', subject);
  }
  const text = sealed.slice(PREFIX.length);
  const bytes = Buffer.from(text, 'base64');
  // Node's base64 decoder skips what it cannot read; only the canonical spelling is accepted, so an edited
  // character can never decode to the same bytes and pass unnoticed.
  if (!BASE64.test(text) || bytes.toString('base64') !== text) throw new SealedDataError('not-sealed', subject);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedDataError('truncated', subject);
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const body = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([body, decipher.final()]);
  } catch {
    body.fill(0);
    throw new SealedDataError('not-authentic', subject);
  }
}
