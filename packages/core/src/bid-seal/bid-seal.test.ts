import { describe, expect, it } from 'vitest';
import { concatBytes, writeU32 } from './bytes.ts';
import { AT, BidSealError, FLAG_FINAL, MIN_CHUNK_SIZE, TAG_BYTES } from './format.ts';
import {
  type BidSealOptions,
  checkBidSeal,
  createBidSeal,
  derivePassphraseKey,
  openBidSeal,
  readBidSealHeader,
  unwrapBidKey,
} from './index.ts';

const CHUNK = MIN_CHUNK_SIZE;
const options = {
  passphrase: '投标口令-2026',
  offer: '1234567.5',
  fileName: 'C:\\标书\\投标文件.pdf',
} satisfies BidSealOptions;

const flip = (bytes: Uint8Array, at: number) => {
  bytes[at] = (bytes[at] ?? 0) ^ 1;
};

const fileOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) % 251);

/** Feeds `bytes` in uneven pieces, as a socket or a browser's file stream would. */
async function* piecesOf(bytes: Uint8Array, size = 5000) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return concatBytes(...parts);
}

async function sealed(plain: Uint8Array, extra: Partial<BidSealOptions> = {}) {
  const seal = await createBidSeal({ ...options, chunkSize: CHUNK, ...extra });
  return { seal, bytes: await collect(seal.sealed(piecesOf(plain))) };
}

/** The header and the records of a sealed file (each record: flag, ciphertext, tag). */
function split(bytes: Uint8Array, headerLength: number) {
  const records: Uint8Array[] = [];
  for (let at = headerLength; at < bytes.length; at += 1 + CHUNK + TAG_BYTES) {
    records.push(bytes.slice(at, at + 1 + CHUNK + TAG_BYTES));
  }
  return { header: bytes.slice(0, headerLength), records };
}

async function fault(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BidSealError) return { fault: error.fault, message: error.message };
    throw error;
  }
  return null;
}

async function openAll(bytes: Uint8Array, key: string) {
  const opened = await openBidSeal(piecesOf(bytes, 3000), key);
  return { manifest: opened.manifest, plain: await collect(opened.plaintext) };
}

describe('sealing a bid and opening it again', () => {
  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['exactly two chunks', 2 * CHUNK],
    ['two chunks and a bit', 2 * CHUNK + 17],
  ])('round-trips a %s file with its 报价 and name, framing checked without the key', async (_, size) => {
    const plain = fileOf(size);
    const { seal, bytes } = await sealed(plain);
    const frame = await checkBidSeal(piecesOf(bytes, 777));
    expect(frame.plaintextBytes).toBe(size);
    expect(frame.chunks).toBe(Math.max(1, Math.ceil(size / CHUNK)));
    expect(await unwrapBidKey(frame.header, { passphrase: options.passphrase })).toBe(seal.key);
    const { manifest, plain: back } = await openAll(bytes, seal.key);
    expect(manifest).toEqual({ offer: '1234567.50', fileName: '投标文件.pdf' });
    expect(back).toEqual(plain);
  });

  it('reads a web ReadableStream as the browser hands a File over', async () => {
    const plain = fileOf(CHUNK + 5);
    const seal = await createBidSeal({ ...options, chunkSize: CHUNK });
    const bytes = await collect(seal.sealed(new Blob([plain]).stream()));
    expect((await openAll(bytes, seal.key)).plain).toEqual(plain);
  });

  it('keeps neither the 报价 nor the file in clear, and two seals of one file share nothing', async () => {
    const plain = new TextEncoder().encode('明文内容'.repeat(5000));
    const a = await sealed(plain);
    const b = await sealed(plain);
    const text = new TextDecoder('latin1').decode(a.bytes);
    expect(text).not.toContain('1234567');
    expect(Buffer.from(a.bytes).includes(Buffer.from(plain.subarray(0, 64)))).toBe(false);
    expect(a.seal.key).not.toBe(b.seal.key);
    expect(a.seal.sealId).not.toBe(b.seal.sealId);
  });

  it('seals several files under one derived passphrase key: each its own, each opening with the passphrase', async () => {
    const passphraseKey = await derivePassphraseKey(options.passphrase);
    const plain = fileOf(3 * CHUNK + 5);
    const a = await sealed(plain, { passphrase: passphraseKey, offer: '100.00', iterations: 2_000_000 });
    const b = await sealed(plain, { passphrase: passphraseKey, offer: '200.00' });
    expect(a.seal.sealId).not.toBe(b.seal.sealId);
    expect(a.seal.key).not.toBe(b.seal.key);
    for (const [{ seal, bytes }, offer] of [
      [a, '100.00'],
      [b, '200.00'],
    ] as const) {
      const header = await readBidSealHeader(piecesOf(bytes));
      // The derived key's count, not the option's, is the one in the header.
      expect(header.iterations).toBe(600_000);
      expect(await checkBidSeal(piecesOf(bytes))).toBeTruthy();
      expect(await unwrapBidKey(header, { passphrase: options.passphrase })).toBe(seal.key);
      expect(await openAll(bytes, seal.key)).toEqual({ manifest: { offer, fileName: '投标文件.pdf' }, plain });
    }
    expect(await fault(derivePassphraseKey(options.passphrase, 100_000))).toMatchObject({ fault: 'weak-kdf' });
    expect(await fault(derivePassphraseKey(''))).toEqual({ fault: 'bad-input', message: '请输入解密口令' });
  });

  it('opens with the key file, and refuses a key file of another sealed file', async () => {
    const { seal, bytes } = await sealed(fileOf(100));
    const other = await sealed(fileOf(100));
    const header = await readBidSealHeader(piecesOf(bytes));
    expect(await unwrapBidKey(header, { keyFile: seal.keyFile })).toBe(seal.key);
    expect(JSON.parse(seal.keyFile)).toMatchObject({ format: 'swp-bid-key', version: 1, sealId: seal.sealId });
    expect(await fault(unwrapBidKey(header, { keyFile: other.seal.keyFile }))).toMatchObject({ fault: 'key-mismatch' });
    expect(await fault(unwrapBidKey(header, { keyFile: '{"format":"swp-bid-key"}' }))).toMatchObject({
      fault: 'bad-key-file',
      message: '解密密钥文件格式不正确',
    });
  });

  it('refuses bad input before sealing anything', async () => {
    expect(await fault(createBidSeal({ ...options, passphrase: '' }))).toEqual({
      fault: 'bad-input',
      message: '请输入解密口令',
    });
    expect((await fault(createBidSeal({ ...options, offer: '12.345' })))?.message).toBe(
      '投标报价须为不小于0的金额（元），最多两位小数',
    );
    expect((await fault(createBidSeal({ ...options, offer: '0' })))?.message).toBe('投标报价须大于0');
    expect((await fault(createBidSeal({ ...options, fileName: ' / ' })))?.message).toBe('请选择要加密的投标文件');
    expect((await fault(createBidSeal({ ...options, iterations: 100_000 })))?.fault).toBe('weak-kdf');
  });
});

describe('a wrong passphrase', () => {
  it('fails with one message whether the passphrase or the key material was wrong', async () => {
    const { bytes } = await sealed(fileOf(10));
    const header = await readBidSealHeader(piecesOf(bytes));
    const wrong = await fault(unwrapBidKey(header, { passphrase: '投标口令-2025' }));
    const changed = bytes.slice();
    flip(changed, AT.salt);
    const saltChanged = await fault(unwrapBidKey(await readBidSealHeader(piecesOf(changed)), options));
    expect(wrong).toEqual({
      fault: 'wrong-passphrase',
      message: '解密口令不正确，或密封文件的密钥部分已损坏，无法解开投标密钥',
    });
    expect(saltChanged).toEqual(wrong);
  });
});

describe('what the framing refuses without the key', () => {
  const setup = async () => {
    const { seal, bytes } = await sealed(fileOf(3 * CHUNK + 100));
    return { seal, bytes, ...split(bytes, seal.header.length) };
  };
  const check = (bytes: Uint8Array) => fault(checkBidSeal(piecesOf(bytes, 4096)));

  it('another file, another version, weak KDF parameters, a bad chunk size', async () => {
    const { bytes } = await setup();
    expect(await check(new TextEncoder().encode('%PDF-1.7 not sealed'))).toMatchObject({ fault: 'not-sealed' });
    expect(await check(new Uint8Array(0))).toMatchObject({ fault: 'not-sealed' });
    const v2 = bytes.slice();
    v2[AT.version] = 2;
    expect(await check(v2)).toEqual({
      fault: 'unsupported-version',
      message: '密封投标文件的格式版本（2）不受支持，本平台支持版本 1',
    });
    const weak = bytes.slice();
    writeU32(weak, AT.iterations, 599_999);
    expect(await check(weak)).toMatchObject({ fault: 'weak-kdf' });
    const otherKdf = bytes.slice();
    otherKdf[AT.kdf] = 2;
    expect(await check(otherKdf)).toMatchObject({ fault: 'weak-kdf' });
    const oddChunk = bytes.slice();
    writeU32(oddChunk, AT.chunkSize, CHUNK + 1);
    expect(await check(oddChunk)).toMatchObject({ fault: 'bad-header' });
  });

  it('a file cut in the header, in a record, at a record boundary; bytes after the end; a bad flag', async () => {
    const { bytes, header, records } = await setup();
    expect(await check(bytes.slice(0, 100))).toMatchObject({ fault: 'truncated' });
    expect(await check(bytes.slice(0, bytes.length - 1 - 100 - TAG_BYTES + 3))).toMatchObject({ fault: 'truncated' });
    expect(await check(concatBytes(header, ...records.slice(0, 2)))).toMatchObject({ fault: 'truncated' });
    expect(await check(header)).toMatchObject({ fault: 'truncated' });
    expect(await check(concatBytes(bytes, new Uint8Array(1)))).toMatchObject({ fault: 'bad-framing' });
    expect(await check(bytes.subarray(0, bytes.length - 1))).toMatchObject({ fault: 'truncated' });
    const longFinal = bytes.slice();
    writeU32(longFinal, header.length + 3 * (1 + CHUNK + TAG_BYTES) + 1, CHUNK + 1);
    expect(await check(longFinal)).toMatchObject({ fault: 'bad-framing' });
    const badFlag = concatBytes(header, ...records);
    badFlag[header.length] = 7;
    expect(await check(badFlag)).toMatchObject({ fault: 'bad-framing' });
    expect(await fault(checkBidSeal(piecesOf(bytes), 3 * CHUNK))).toMatchObject({ fault: 'too-large' });
    expect((await checkBidSeal(piecesOf(bytes), 3 * CHUNK + 100)).plaintextBytes).toBe(3 * CHUNK + 100);
  });
});

describe('what the tags refuse with the key', () => {
  const setup = async () => {
    const { seal, bytes } = await sealed(fileOf(3 * CHUNK + 100));
    return { seal, bytes, ...split(bytes, seal.header.length) };
  };
  const open = (bytes: Uint8Array, key: string) => fault(openAll(bytes, key));

  it('chunks reordered or dropped, a file cut and its last chunk re-flagged final, a changed byte', async () => {
    const { seal, header, records } = await setup();
    const [r0, r1, r2, r3] = records as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    expect(await open(concatBytes(header, r1, r0, r2, r3), seal.key)).toMatchObject({ fault: 'not-authentic' });
    expect(await open(concatBytes(header, r0, r2, r3), seal.key)).toMatchObject({ fault: 'not-authentic' });
    // Cut after two chunks, the second rewritten as a final record (flag 1 and its length): whole to the framing,
    // refused by the tag, which bound the chunk's final flag.
    const asFinal = new Uint8Array(5);
    asFinal[0] = FLAG_FINAL;
    writeU32(asFinal, 1, CHUNK);
    const cut = concatBytes(header, r0, asFinal, r1.subarray(1));
    expect((await checkBidSeal(piecesOf(cut))).chunks).toBe(2);
    expect(await open(cut, seal.key)).toMatchObject({ fault: 'not-authentic' });
    const changed = concatBytes(header, r0, r1, r2, r3);
    flip(changed, header.length + 1 + CHUNK + 5);
    expect(await open(changed, seal.key)).toMatchObject({ fault: 'not-authentic' });
  });

  it('a chunk or a manifest taken from another sealed file, another file’s key, a changed header', async () => {
    const a = await setup();
    const b = await setup();
    const mixed = concatBytes(a.header, a.records[0]!, b.records[1]!, a.records[2]!, a.records[3]!);
    expect(await open(mixed, a.seal.key)).toMatchObject({ fault: 'not-authentic' });
    expect(await open(a.bytes, b.seal.key)).toMatchObject({ fault: 'not-authentic' });
    const swappedManifest = concatBytes(a.header.slice(0, 132), b.header.slice(132), ...a.records);
    expect(await open(swappedManifest, a.seal.key)).toMatchObject({ fault: 'not-authentic' });
    // A header changed where the framing cannot tell (the seal id): the manifest and every chunk bound it.
    const otherId = a.bytes.slice();
    flip(otherId, AT.sealId);
    expect(await open(otherId, a.seal.key)).toMatchObject({ fault: 'not-authentic' });
  });
});
