import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { DecryptStream } from '../../src/lib/sealed/decrypt-stream.ts';
import { EncryptStream, type PlaintextDigest } from '../../src/lib/sealed/encrypt-stream.ts';
import { SealedDataError, type SealOptions } from '../../src/lib/sealed/format.ts';
import { decryptToHash } from '../../src/lib/sealed/pipelines.ts';

/** Test helpers: whole buffers in and out of the streams (only for test-sized data). */

export const newKey = () => randomBytes(32);
export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `data` as a stream of chunks of the given sizes, repeated (the last chunk takes what is left). */
export function chunked(data: Buffer, sizes: number[] = [64 * 1024]): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0, i = 0; at < data.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]!);
    chunks.push(data.subarray(at, at + size));
    at += size;
  }
  return Readable.from(chunks, { objectMode: false });
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export async function sealBuffer(
  key: Buffer,
  data: Buffer,
  options: SealOptions = {},
): Promise<{ sealed: Buffer; digest: PlaintextDigest }> {
  const encrypt = new EncryptStream(key, options);
  const sealed = await collect(chunked(data).pipe(encrypt));
  return { sealed, digest: encrypt.digest };
}

/** The plaintext and its digest, read through DecryptStream fed in chunks of `sizes`. */
export async function openBuffer(
  key: Buffer,
  sealed: Buffer,
  options: SealOptions = {},
  sizes?: number[],
): Promise<{ plaintext: Buffer; digest: PlaintextDigest }> {
  const decrypt = new DecryptStream(key, options);
  const source = chunked(sealed, sizes);
  source.on('error', (error) => decrypt.destroy(error));
  const plaintext = await collect(source.pipe(decrypt));
  return { plaintext, digest: decrypt.digest };
}

export const hashSealed = (key: Buffer, sealed: Buffer, options: SealOptions = {}, sizes?: number[]) =>
  decryptToHash(chunked(sealed, sizes), key, options);

/** The fault a synchronous unsealing step refuses with; fails the test when it returns instead. */
export function faultOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SealedDataError);
    return (error as SealedDataError).fault;
  }
  throw new Error('expected a SealedDataError, got a result');
}
