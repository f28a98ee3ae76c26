import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BidSealFraming, createBidSeal, openBidSeal } from './index.ts';

const MB = 1024 * 1024;
const TOTAL = 100 * MB;
const PIECE = 256 * 1024;
/** Well under the 100 MB that pass through twice (sealed, then opened): holding either would grow RSS past it. */
const MAX_RSS_GROWTH = 64 * MB;

describe('bid-seal: memory (slow: 100 MB)', () => {
  it('seals, checks and opens 100 MB as a stream, never holding the file', { timeout: 120_000 }, async () => {
    const block = randomBytes(PIECE);
    const expected = createHash('sha256');
    const before = process.memoryUsage().rss;
    let peak = before;

    // A fresh piece per step, made on demand, as a browser's File stream or a socket delivers them.
    async function* source() {
      for (let i = 0; i < TOTAL / PIECE; i++) {
        const piece = Buffer.from(block);
        piece.writeUInt32BE(i, 0);
        expected.update(piece);
        if (i % 16 === 0) peak = Math.max(peak, process.memoryUsage().rss);
        yield piece;
      }
    }

    const seal = await createBidSeal({ passphrase: 'p', offer: '1.00', fileName: 'big.zip' });
    const framing = new BidSealFraming();
    async function* checked() {
      for await (const part of seal.sealed(source())) {
        framing.push(part);
        yield part;
      }
    }
    const opened = await openBidSeal(checked(), seal.key);
    const got = createHash('sha256');
    let size = 0;
    for await (const chunk of opened.plaintext) {
      got.update(chunk);
      size += chunk.length;
    }

    expect(size).toBe(TOTAL);
    expect(got.digest('hex')).toBe(expected.digest('hex'));
    expect(framing.end().plaintextBytes).toBe(TOTAL);
    expect(peak - before).toBeLessThan(MAX_RSS_GROWTH);
  });
});
