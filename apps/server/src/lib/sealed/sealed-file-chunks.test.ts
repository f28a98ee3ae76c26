import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { chunked, hashSealed, newKey, openBuffer, sealBuffer, sha256Hex } from '../../../test/kits/sealed.ts';
import { DecryptStream } from './decrypt-stream.ts';
import { CHUNK_BYTES, FILE_HEADER_BYTES, SEALED_CHUNK_BYTES, SealedDataError } from './format.ts';
import { EncryptStreamV1 } from './legacy-v1.ts';
import { openVerifiedPlaintext } from './verified-plaintext.ts';

const key = newKey();
const CONTEXT = 'bid-file:enrolment:7';

/** The stored chunks of a version-2 file, each ciphertext with its tag. */
function splitChunks(sealed: Buffer) {
  const chunks: Buffer[] = [];
  for (let at = FILE_HEADER_BYTES; at < sealed.length; at += SEALED_CHUNK_BYTES) {
    chunks.push(sealed.subarray(at, at + SEALED_CHUNK_BYTES));
  }
  return { header: sealed.subarray(0, FILE_HEADER_BYTES), chunks };
}

/** What a DecryptStream released before it failed (or all of it), and the error. */
async function release(sealed: Buffer, options = { context: CONTEXT }) {
  const out: Buffer[] = [];
  const error = await pipeline(chunked(sealed), new DecryptStream(key, options), async (s: AsyncIterable<Buffer>) => {
    for await (const part of s) out.push(part);
  }).then(
    () => null,
    (e: unknown) => e,
  );
  return { released: Buffer.concat(out), error };
}

async function readAll(stream: AsyncIterable<Buffer>) {
  const out: Buffer[] = [];
  for await (const part of stream) out.push(part);
  return Buffer.concat(out);
}

describe('sealed files, version 2: chunks bound to their place and their bid', () => {
  const data = randomBytes(3 * CHUNK_BYTES + 500);

  it('refuses chunks in another order, releasing nothing', async () => {
    const { sealed } = await sealBuffer(key, data, { context: CONTEXT });
    const { header, chunks } = splitChunks(sealed);
    const swapped = Buffer.concat([header, chunks[1]!, chunks[0]!, ...chunks.slice(2)]);
    const { released, error } = await release(swapped);
    expect((error as SealedDataError).fault).toBe('not-authentic');
    expect(released).toHaveLength(0);
  });

  it('refuses a file cut at a chunk boundary and one whose final chunk was dropped', async () => {
    const { sealed } = await sealBuffer(key, data, { context: CONTEXT });
    const { header, chunks } = splitChunks(sealed);
    for (const keep of [1, 2, 3]) {
      const cut = Buffer.concat([header, ...chunks.slice(0, keep)]);
      const { released, error } = await release(cut);
      expect((error as SealedDataError).fault).toBe('not-authentic');
      // Every chunk before the last kept one was whole and in place; the last kept one is not a final chunk.
      expect(released.equals(data.subarray(0, (keep - 1) * CHUNK_BYTES))).toBe(true);
    }
    // Exactly 4 chunks of plaintext: dropping the final one leaves three whole chunks, none flagged final.
    const even = randomBytes(4 * CHUNK_BYTES);
    const parts = splitChunks((await sealBuffer(key, even, { context: CONTEXT })).sealed);
    const { error } = await release(Buffer.concat([parts.header, ...parts.chunks.slice(0, 3)]));
    expect((error as SealedDataError).fault).toBe('not-authentic');
  });

  it('refuses a chunk appended after the final one, or a chunk of another file', async () => {
    const { sealed } = await sealBuffer(key, data, { context: CONTEXT });
    const other = splitChunks((await sealBuffer(key, data, { context: CONTEXT })).sealed);
    const { header, chunks } = splitChunks(sealed);
    expect((await release(Buffer.concat([sealed, chunks[0]!]))).error).toBeInstanceOf(SealedDataError);
    const mixed = Buffer.concat([header, chunks[0]!, other.chunks[1]!, ...chunks.slice(2)]);
    const { released, error } = await release(mixed);
    expect((error as SealedDataError).fault).toBe('not-authentic');
    expect(released.equals(data.subarray(0, CHUNK_BYTES))).toBe(true);
  });

  it("refuses another bid's context (a file swapped between two bids of one project) at the first chunk", async () => {
    const { sealed } = await sealBuffer(key, data, { context: 'bid-file:enrolment:8' });
    const { released, error } = await release(sealed);
    expect((error as SealedDataError).fault).toBe('not-authentic');
    expect(released).toHaveLength(0);
    expect((await release(sealed, { context: '' })).error).toBeInstanceOf(SealedDataError);
  });

  it('with the expected SHA-256, holds the final chunk back until the whole plaintext matched', async () => {
    const { sealed } = await sealBuffer(key, data, { context: CONTEXT });
    const right = await release(sealed, { context: CONTEXT, expectedSha256: sha256Hex(data) } as never);
    expect(right.error).toBeNull();
    expect(right.released.equals(data)).toBe(true);
    const wrong = await release(sealed, { context: CONTEXT, expectedSha256: sha256Hex(Buffer.from('x')) } as never);
    expect((wrong.error as SealedDataError).fault).toBe('not-the-receipt');
    expect(wrong.released.equals(data.subarray(0, 3 * CHUNK_BYTES))).toBe(true);
  });
});

describe('sealed files, version 1 (the older format): still read', () => {
  const sealV1 = (plain: Buffer) => readAll(chunked(plain).pipe(new EncryptStreamV1(key)));

  it('opens and hashes a version-1 file, and refuses one changed byte', async () => {
    const data = randomBytes(100_000);
    const sealed = await sealV1(data);
    expect(sealed[4]).toBe(1);
    expect((await openBuffer(key, sealed)).plaintext.equals(data)).toBe(true);
    expect(await hashSealed(key, sealed)).toEqual({ sha256: sha256Hex(data), size: data.length });
    sealed[50_000]! ^= 1;
    await expect(hashSealed(key, sealed)).rejects.toThrow(SealedDataError);
  });
});

describe('openVerifiedPlaintext: nothing leaves before it was authenticated', () => {
  const data = randomBytes(2 * CHUNK_BYTES + 10);
  const open = (sealed: Buffer, options: object = {}) =>
    openVerifiedPlaintext(chunked(sealed), key, { context: CONTEXT, expectedSha256: sha256Hex(data), ...options });

  it('a whole file of either version comes out whole', async () => {
    const v2 = (await sealBuffer(key, data, { context: CONTEXT })).sealed;
    expect((await readAll(await open(v2))).equals(data)).toBe(true);
    const v1 = await readAll(chunked(data).pipe(new EncryptStreamV1(key)));
    expect((await readAll(await open(v1))).equals(data)).toBe(true);
  });

  it('rejects before a byte is handed over: another bid, a changed first chunk, a changed version-1 file', async () => {
    const other = (await sealBuffer(key, data, { context: 'bid-file:enrolment:8' })).sealed;
    await expect(open(other)).rejects.toThrow(SealedDataError);
    const v2 = (await sealBuffer(key, data, { context: CONTEXT })).sealed;
    v2[FILE_HEADER_BYTES + 5]! ^= 1;
    await expect(open(v2)).rejects.toThrow(SealedDataError);
    const v1 = await readAll(chunked(data).pipe(new EncryptStreamV1(key)));
    v1[v1.length - 1]! ^= 1;
    await expect(open(v1)).rejects.toThrow(SealedDataError);
    // A version-1 file of another bid decrypts (no context), but not to the receipt's bytes.
    const swapped = await readAll(chunked(randomBytes(500)).pipe(new EncryptStreamV1(key)));
    await expect(open(swapped)).rejects.toThrow(SealedDataError);
  });

  it('a later chunk changed: the stream errors after only the verified chunks', async () => {
    const v2 = (await sealBuffer(key, data, { context: CONTEXT })).sealed;
    v2[FILE_HEADER_BYTES + SEALED_CHUNK_BYTES + 5]! ^= 1;
    const stream = await open(v2);
    const got: Buffer[] = [];
    await expect(
      (async () => {
        for await (const part of stream) got.push(part as Buffer);
      })(),
    ).rejects.toThrow(SealedDataError);
    expect(Buffer.concat(got).equals(data.subarray(0, CHUNK_BYTES))).toBe(true);
  });
});
