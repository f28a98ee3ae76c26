import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { chunked, hashSealed, newKey, openBuffer, sealBuffer } from '../../../test/kits/sealed.ts';
import { DecryptStream } from './decrypt-stream.ts';
import { CHUNK_BYTES, FILE_HEADER_BYTES, SEALED_CHUNK_BYTES, SealedDataError, TAG_BYTES } from './format.ts';
import { wrapProjectKey } from './project-key.ts';

const key = newKey();

/** The fault decryptToHash rejects with; fails the test if it resolved. */
async function faultOf(sealed: Buffer, projectKey: Buffer = key, context?: string, sizes?: number[]) {
  const error = await hashSealed(projectKey, sealed, { context }, sizes).then(
    (digest) => new Error(`expected a refusal, got ${JSON.stringify(digest)}`),
    (refusal: unknown) => refusal,
  );
  expect(error).toBeInstanceOf(SealedDataError);
  return (error as SealedDataError).fault;
}

function flipBit(sealed: Buffer, bit: number) {
  const copy = Buffer.from(sealed);
  copy[bit >> 3]! ^= 1 << (bit & 7);
  return copy;
}

/** Magic and version are checked first and named; every other byte (IV, body, tag) fails the tag. */
const expectedFault = (byte: number) =>
  byte < 4 ? 'not-sealed' : byte === 4 ? 'unsupported-version' : 'not-authentic';

describe('sealed files: any change is detected', () => {
  it('every single-bit flip of a small sealed file, anywhere, is refused', async () => {
    const { sealed } = await sealBuffer(key, randomBytes(40));
    for (let bit = 0; bit < sealed.length * 8; bit++) {
      expect(await faultOf(flipBit(sealed, bit))).toBe(expectedFault(bit >> 3));
    }
  });

  it('bit flips in the header, around chunk edges in the body and in the tag of a 200 KB file are refused', async () => {
    const { sealed } = await sealBuffer(key, randomBytes(200 * 1024));
    const bodyEnd = sealed.length - TAG_BYTES;
    const bytes = new Set<number>();
    for (let at = 0; at < FILE_HEADER_BYTES; at++) bytes.add(at);
    const chunkEnds = [1, 2, 3].map((n) => FILE_HEADER_BYTES + n * SEALED_CHUNK_BYTES);
    for (const edge of [FILE_HEADER_BYTES, ...chunkEnds, ...chunkEnds.map((e) => e - TAG_BYTES), bodyEnd])
      for (let d = -2; d <= 2; d++) bytes.add(edge + d);
    for (let at = FILE_HEADER_BYTES; at < bodyEnd; at += 9973) bytes.add(at);
    for (let at = bodyEnd; at < sealed.length; at++) bytes.add(at);
    for (const byte of bytes) {
      for (const bit of [0, 3, 7]) {
        expect(await faultOf(flipBit(sealed, byte * 8 + bit))).toBe(expectedFault(byte));
      }
    }
  });

  it('releases only the chunks before the altered one, each verified, then fails', async () => {
    const data = randomBytes(300 * 1024);
    const { sealed } = await sealBuffer(key, data);
    // A byte inside the third chunk (index 2).
    const altered = flipBit(sealed, (FILE_HEADER_BYTES + 2 * SEALED_CHUNK_BYTES + 100) * 8);
    const released: Buffer[] = [];
    const decrypt = new DecryptStream(key);
    const run = pipeline(chunked(altered), decrypt, async (plaintext: AsyncIterable<Buffer>) => {
      for await (const part of plaintext) released.push(part);
    });
    await expect(run).rejects.toThrow(SealedDataError);
    expect(Buffer.concat(released).equals(data.subarray(0, 2 * CHUNK_BYTES))).toBe(true);
    expect(() => decrypt.digest).toThrow();
  });

  it('refuses a truncated file at every kind of cut, and an extended one', async () => {
    const { sealed } = await sealBuffer(key, randomBytes(1000));
    expect(await faultOf(Buffer.alloc(0))).toBe('not-sealed');
    expect(await faultOf(sealed.subarray(0, 3))).toBe('truncated');
    expect(await faultOf(sealed.subarray(0, FILE_HEADER_BYTES - 1))).toBe('truncated');
    expect(await faultOf(sealed.subarray(0, FILE_HEADER_BYTES))).toBe('truncated');
    expect(await faultOf(sealed.subarray(0, FILE_HEADER_BYTES + TAG_BYTES - 1))).toBe('truncated');
    for (const cut of [FILE_HEADER_BYTES + TAG_BYTES, 500, sealed.length - TAG_BYTES, sealed.length - 1]) {
      expect(await faultOf(sealed.subarray(0, cut))).toBe('not-authentic');
    }
    expect(await faultOf(Buffer.concat([sealed, Buffer.from([0])]))).toBe('not-authentic');
    expect(await faultOf(Buffer.concat([sealed, sealed]))).toBe('not-authentic');
    const { sealed: empty } = await sealBuffer(key, Buffer.alloc(0));
    expect(await faultOf(empty.subarray(0, empty.length - 1))).toBe('truncated');
  });

  it('refuses a file that is not sealed at all', async () => {
    expect(await faultOf(Buffer.from('%PDF-1.7 a plain upload that was never sealed'))).toBe('not-sealed');
  });

  it('refuses a wrong project key, the master key itself, and another context', async () => {
    const master = newKey();
    const project = wrapProjectKey(master);
    const { sealed } = await sealBuffer(project.key, randomBytes(5000), { context: 'bid-file:7' });
    expect(await faultOf(sealed, newKey(), 'bid-file:7')).toBe('not-authentic');
    expect(await faultOf(sealed, project.key, 'bid-file:8')).toBe('not-authentic');
    expect(await faultOf(sealed, project.key)).toBe('not-authentic');
    expect(await faultOf(sealed, master, 'bid-file:7')).toBe('not-authentic');
    expect((await openBuffer(project.key, sealed, { context: 'bid-file:7' })).digest.size).toBe(5000);
  });

  it('refuses a key of the wrong length before reading anything', () => {
    expect(() => new DecryptStream(Buffer.alloc(16))).toThrow(RangeError);
  });
});
