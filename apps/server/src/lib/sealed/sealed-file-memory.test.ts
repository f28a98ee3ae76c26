import { createHash, randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { newKey } from '../../../test/kits/sealed.ts';
import { DecryptStream } from './decrypt-stream.ts';
import { EncryptStream } from './encrypt-stream.ts';

const MB = 1024 * 1024;
const TOTAL = 200 * MB;
const CHUNK = 64 * 1024;
/**
 * Well under the 200 MB that pass through (buffering them grows RSS by ~220 MB). Streaming measures ~35 MB here:
 * garbage of the 64 KB chunks that the collector has not yet returned, hence the margin.
 */
const MAX_RSS_GROWTH = 80 * MB;

describe('sealed files: memory (slow: 200 MB)', () => {
  it('streams 200 MB through encrypt → decrypt → hash with flat memory', { timeout: 120_000 }, async () => {
    const key = newKey();
    const block = randomBytes(CHUNK);
    const expected = createHash('sha256');
    const before = process.memoryUsage().rss;
    let peak = before;

    // A fresh buffer per chunk, made on demand, so the source itself never holds more than a chunk.
    async function* source() {
      for (let i = 0; i < TOTAL / CHUNK; i++) {
        const chunk = Buffer.from(block);
        chunk.writeUInt32BE(i, 0);
        expected.update(chunk);
        if (i % 64 === 0) peak = Math.max(peak, process.memoryUsage().rss);
        yield chunk;
      }
    }

    const encrypt = new EncryptStream(key);
    const decrypt = new DecryptStream(key);
    await pipeline(source(), encrypt, decrypt, async (plaintext: AsyncIterable<Buffer>) => {
      for await (const _ of plaintext);
    });

    const sha256 = expected.digest('hex');
    expect(encrypt.digest).toEqual({ sha256, size: TOTAL });
    expect(decrypt.digest).toEqual({ sha256, size: TOTAL });
    expect(peak - before).toBeLessThan(MAX_RSS_GROWTH);
  });
});
