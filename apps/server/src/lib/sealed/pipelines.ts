import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DecryptStream, type OpenOptions } from './decrypt-stream.ts';
import { EncryptStream, type PlaintextDigest } from './encrypt-stream.ts';
import type { SealOptions } from './format.ts';

type Source = Readable | AsyncIterable<Buffer>;

/**
 * Seals `source` into `destination` (a file, an upload) and resolves with the plaintext's SHA-256 and size once
 * every byte and the tag have been written; rejects — and the destination must then be discarded — otherwise.
 */
export async function encryptToStream(
  source: Source,
  destination: Writable,
  projectKey: Buffer,
  options: SealOptions = {},
): Promise<PlaintextDigest> {
  const encrypt = new EncryptStream(projectKey, options);
  await pipeline(source, encrypt, destination);
  return encrypt.digest;
}

/**
 * The opening's integrity check: decrypts a sealed file (either version) only to hash it, keeping no plaintext, and
 * resolves with the SHA-256 and size of the plaintext only when every tag was verified. Compare the result with the
 * receipt. A wrong key or context, a changed, cut or reordered file rejects with a SealedDataError; never a figure
 * for bytes that were not authentic.
 */
export async function decryptToHash(
  source: Source,
  projectKey: Buffer,
  options: OpenOptions = {},
): Promise<PlaintextDigest> {
  const decrypt = new DecryptStream(projectKey, options);
  await pipeline(source, decrypt, async (plaintext: AsyncIterable<Buffer>) => {
    // DecryptStream hashes what it releases; the bytes themselves are dropped here.
    for await (const _ of plaintext);
  });
  return decrypt.digest;
}
