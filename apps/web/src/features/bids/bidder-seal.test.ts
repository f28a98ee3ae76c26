import { openBidSeal, readBidSealHeader, unwrapBidKey } from '@swp/core/bid-seal/index';
import { describe, expect, it } from 'vitest';
import { keyFileName, SEALED_UPLOAD_NAME, sealBidFile } from './bidder-seal.ts';

/** A bid file as the page gets it from File.stream(): its bytes in pieces of the browser's size. */
function fileOf(bytes: Uint8Array, name = '某水务公司投标文件.pdf') {
  return {
    name,
    size: bytes.length,
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 65_536 + 7) controller.enqueue(bytes.slice(at, at + 65_536 + 7));
          controller.close();
        },
      }),
  };
}

const once = (bytes: Uint8Array) =>
  (async function* () {
    yield bytes;
  })();

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('sealing a bid file in the browser (投标人加密)', () => {
  it('gives a sealed file that core unwraps with the passphrase or the key file and opens to the file and the 报价', async () => {
    // Past the 4 MB fold, so the Blob is made of several folded Blobs.
    const plain = new Uint8Array(4.5 * 1024 * 1024 + 123);
    for (let i = 0; i < plain.length; i++) plain[i] = (i * 31 + (i >> 11)) & 0xff;
    const progress: number[] = [];
    const sealed = await sealBidFile({ file: fileOf(plain), offer: '1280000.5', passphrase: '春江水暖-2026!' }, (p) =>
      progress.push(p),
    );

    expect(sealed.file.name).toBe(SEALED_UPLOAD_NAME);
    const bytes = new Uint8Array(await sealed.file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('SWPB');
    // Nothing of the file name or the price is in the sealed bytes.
    expect(Buffer.from(bytes).includes('1280000')).toBe(false);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const header = await readBidSealHeader(once(bytes));
    const key = await unwrapBidKey(header, { passphrase: '春江水暖-2026!' });
    expect(await unwrapBidKey(header, { keyFile: sealed.keyFile })).toBe(key);
    expect(JSON.parse(sealed.keyFile)).toMatchObject({ format: 'swp-bid-key', sealId: sealed.sealId, key });

    const opened = await openBidSeal(once(bytes), key);
    expect(opened.manifest).toEqual({ offer: '1280000.50', fileName: '某水务公司投标文件.pdf' });
    // Compared as one buffer: an element-wise toEqual of 4.5 MB takes a minute.
    expect((await collect(opened.plaintext)).equals(plain)).toBe(true);
  }, 60_000);

  it('refuses a wrong passphrase with the format’s one answer', async () => {
    const sealed = await sealBidFile(
      { file: fileOf(new Uint8Array([37, 80, 68, 70])), offer: '99.00', passphrase: 'right-口令-1' },
      () => undefined,
    );
    const header = await readBidSealHeader(once(new Uint8Array(await sealed.file.arrayBuffer())));
    await expect(unwrapBidKey(header, { passphrase: 'wrong-口令-1' })).rejects.toThrow('解密口令不正确');
  }, 30_000);

  it('stops when the bidder cancels', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      sealBidFile(
        { file: fileOf(new Uint8Array(200_000)), offer: '1.00', passphrase: 'cancel-口令-1' },
        () => undefined,
        controller.signal,
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  }, 30_000);

  it('names the key file after the bid file and its seal id', () => {
    expect(keyFileName('投标文件（正式）.pdf', 'ab+/Cd12ef==')).toBe('解密密钥-投标文件（正式）-abCd12ef.json');
  });
});
