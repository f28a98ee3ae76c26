import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { chunked, hashSealed, newKey, openBuffer, sealBuffer, sha256Hex } from '../../../test/kits/sealed.ts';
import { DecryptStream } from './decrypt-stream.ts';
import { EncryptStream, SEAL_BLOCK_BYTES } from './encrypt-stream.ts';
import { FILE_HEADER_BYTES, SEALED_CHUNK_BYTES, sealedFileSize, TAG_BYTES } from './format.ts';
import { decryptToHash, encryptToStream } from './pipelines.ts';

const key = newKey();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-sealed-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const KB64 = 64 * 1024;

describe('sealed files: round trips', () => {
  it.each([
    ['empty', 0],
    ['1 byte', 1],
    ['15 bytes (shorter than the tag)', 15],
    ['16 bytes', 16],
    ['64 KB − 1', KB64 - 1],
    ['64 KB', KB64],
    ['64 KB + 1', KB64 + 1],
    ['4 chunks exactly', 4 * KB64],
    ['4 chunks + 1', 4 * KB64 + 1],
  ])('%s: same bytes back, hash and size of the plaintext', async (_name, size) => {
    const data = randomBytes(size);
    const { sealed, digest } = await sealBuffer(key, data);
    expect(digest).toEqual({ sha256: sha256Hex(data), size });
    expect(sealed).toHaveLength(sealedFileSize(size));
    expect(sealed.subarray(0, 5).toString('latin1')).toBe('SWPS\x02');
    const opened = await openBuffer(key, sealed);
    expect(opened.plaintext.equals(data)).toBe(true);
    expect(opened.digest).toEqual(digest);
    expect(await hashSealed(key, sealed)).toEqual(digest);
  });

  it('opens whatever way the sealed bytes are cut into chunks (1 byte, odd sizes, header split)', async () => {
    const data = randomBytes(3000);
    const { sealed, digest } = await sealBuffer(key, data);
    for (const sizes of [[1], [3, 17, 1, 40], [FILE_HEADER_BYTES - 1, 2, TAG_BYTES - 1], [TAG_BYTES + 1], [7, 4096]]) {
      const opened = await openBuffer(key, sealed, {}, sizes);
      expect(opened.plaintext.equals(data)).toBe(true);
      expect(opened.digest).toEqual(digest);
    }
  });

  it('seals in blocks of SEAL_BLOCK_BYTES whatever the chunks it is given, each block reusing one buffer', async () => {
    const data = randomBytes(2 * SEAL_BLOCK_BYTES + 12345);
    const expected = sha256Hex(data);
    for (const sizes of [[1000], [SEAL_BLOCK_BYTES - 1, 2], [3 * SEAL_BLOCK_BYTES], [7, 65536, 1]]) {
      const encrypt = new EncryptStream(key);
      const pieces: Buffer[] = [];
      // Flowing mode: one 'data' per pushed piece (an async iterator would join what is buffered).
      encrypt.on('data', (piece: Buffer) => pieces.push(Buffer.from(piece)));
      await pipeline(chunked(data, sizes), encrypt);
      // header with the first block, the second block, the rest with its tag: three pushes, not one per chunk.
      const sealedBlock = (SEAL_BLOCK_BYTES / (SEALED_CHUNK_BYTES - TAG_BYTES)) * SEALED_CHUNK_BYTES;
      expect(pieces.map((p) => p.length)).toEqual([FILE_HEADER_BYTES + sealedBlock, sealedBlock, 12345 + TAG_BYTES]);
      expect(encrypt.digest).toEqual({ sha256: expected, size: data.length });
      const opened = await openBuffer(key, Buffer.concat(pieces));
      expect(opened.plaintext.equals(data)).toBe(true);
    }
  });

  it('30 MB through files on disk: encrypt to a file, hash it back, decrypt it to a file', async () => {
    const plainFile = path.join(dir, 'plain.bin');
    const sealedFile = path.join(dir, 'sealed.bin');
    const openedFile = path.join(dir, 'opened.bin');
    const data = randomBytes(30 * 1024 * 1024);
    fs.writeFileSync(plainFile, data);

    const digest = await encryptToStream(fs.createReadStream(plainFile), fs.createWriteStream(sealedFile), key);
    expect(digest).toEqual({ sha256: sha256Hex(data), size: data.length });
    expect(fs.statSync(sealedFile).size).toBe(sealedFileSize(data.length));
    expect(await decryptToHash(fs.createReadStream(sealedFile), key)).toEqual(digest);

    const decrypt = new DecryptStream(key);
    await pipeline(fs.createReadStream(sealedFile), decrypt, fs.createWriteStream(openedFile));
    expect(decrypt.digest).toEqual(digest);
    expect(fs.readFileSync(openedFile).equals(data)).toBe(true);
  });

  it('seals the same file differently every time (a fresh IV), both open to the same bytes', async () => {
    const data = randomBytes(1000);
    const a = await sealBuffer(key, data);
    const b = await sealBuffer(key, data);
    expect(a.sealed.equals(b.sealed)).toBe(false);
    expect(a.sealed.subarray(5, FILE_HEADER_BYTES).equals(b.sealed.subarray(5, FILE_HEADER_BYTES))).toBe(false);
    expect(a.sealed.subarray(FILE_HEADER_BYTES).equals(b.sealed.subarray(FILE_HEADER_BYTES))).toBe(false);
    expect((await openBuffer(key, a.sealed)).plaintext.equals(data)).toBe(true);
    expect((await openBuffer(key, b.sealed)).plaintext.equals(data)).toBe(true);
  });

  it('tells the digest only after the stream has finished', async () => {
    const decrypt = new DecryptStream(key);
    expect(() => decrypt.digest).toThrow('only after the tag has been verified');
    const { sealed } = await sealBuffer(key, randomBytes(10));
    await pipeline(chunked(sealed), decrypt, async (s: AsyncIterable<Buffer>) => {
      for await (const _ of s);
    });
    expect(decrypt.digest.size).toBe(10);
  });
});
