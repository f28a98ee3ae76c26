import { assertKey, associatedData, SealedDataError, type SealOptions } from './format.ts';
import { openShort, sealShort } from './short-blob.ts';

const LABEL = 'swp/sealed-value/v1';
const SUBJECT = 'sealed value';

/**
 * The plaintext is padded to a multiple of this many bytes, so the stored length does not tell how many digits a
 * price has (GCM's ciphertext is exactly as long as its plaintext).
 */
const PAD_TO = 64;
/** A 2-byte length before the text. Values are short (a 报价); a longer one is a caller's mistake. */
const LENGTH_BYTES = 2;
export const MAX_SEALED_VALUE_BYTES = 1024;

/** Seals a short string (the 报价 price) under the project key: `v1:…`, a different string every call. */
export function sealValue(projectKey: Buffer, value: string, options: SealOptions = {}): string {
  assertKey(projectKey, 'project key');
  const text = Buffer.from(value, 'utf8');
  if (text.length > MAX_SEALED_VALUE_BYTES) {
    throw new RangeError(`a sealed value holds at most ${MAX_SEALED_VALUE_BYTES} bytes`);
  }
  const padded = Buffer.alloc(Math.ceil((LENGTH_BYTES + text.length) / PAD_TO) * PAD_TO);
  padded.writeUInt16BE(text.length, 0);
  text.copy(padded, LENGTH_BYTES);
  return sealShort(projectKey, padded, associatedData(LABEL, options.context));
}

/** The string sealed by sealValue, or a SealedDataError (wrong key, another context, or a changed blob). */
export function unsealValue(projectKey: Buffer, sealed: string, options: SealOptions = {}): string {
  assertKey(projectKey, 'project key');
  const padded = openShort(projectKey, sealed, associatedData(LABEL, options.context), SUBJECT);
  const length = padded.length >= LENGTH_BYTES ? padded.readUInt16BE(0) : -1;
  // Authentic bytes always have this shape; the check only guards against a future writer's bug.
  if (length < 0 || LENGTH_BYTES + length > padded.length) throw new SealedDataError('not-sealed', SUBJECT);
  return padded.toString('utf8', LENGTH_BYTES, LENGTH_BYTES + length);
}
