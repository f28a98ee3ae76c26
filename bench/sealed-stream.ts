/**
 * Benchmark of sealed bid files (apps/server/src/lib/sealed): 100 MB sealed with AES-256-GCM while its SHA-256 is
 * computed (version 2: 64 KiB chunks, each with its tag), and opened again (decrypt, verify every tag, hash; a
 * download releasing only verified chunks; a version-1 file staged whole first), printed beside the same bytes written to and read
 * from a plain file, so the cost of sealing an upload can be read against the disk it goes to. Figures only, no
 * target: the deadline-surge benchmark (bid-surge.ts) judges the whole upload.
 * Run: node --import tsx bench/sealed-stream.ts   (temporary files under the OS temp directory, removed at the end)
 *
 * Each measure runs ROUNDS times and the best is printed (the least disturbed by other work on the machine). Files
 * are not fsynced, in every row alike, so the rows compare CPU cost over the same page cache.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  decryptToHash,
  EncryptStream,
  openVerifiedPlaintext,
  wrapProjectKey,
} from '../apps/server/src/lib/sealed/index.ts';
import { EncryptStreamV1 } from '../apps/server/src/lib/sealed/legacy-v1.ts';

const MB = 1024 * 1024;
const TOTAL = 100 * MB;
const CHUNK = 64 * 1024;
const ROUNDS = 3;

const block = randomBytes(CHUNK);
/** The same 100 MB every time, made chunk by chunk as an upload arrives (never whole in memory). */
async function* plaintext() {
  for (let i = 0; i < TOTAL / CHUNK; i++) {
    const chunk = Buffer.from(block);
    chunk.writeUInt32BE(i, 0);
    yield chunk;
  }
}

const drain = async (stream: AsyncIterable<Buffer>) => {
  for await (const _ of stream);
};

async function best(run: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    await run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return TOTAL / MB / fastest;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-bench-sealed-'));
  const plainFile = path.join(dir, 'plain.bin');
  const sealedFile = path.join(dir, 'sealed.bin');
  const { key } = wrapProjectKey(randomBytes(32));
  try {
    const rows: [string, number][] = [];
    rows.push(['write, plain file', await best(() => pipeline(plaintext(), fs.createWriteStream(plainFile)))]);
    rows.push([
      'write + SHA-256 (an unsealed upload)',
      await best(async () => {
        const hash = createHash('sha256');
        await pipeline(
          plaintext(),
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              hash.update(chunk);
              yield chunk;
            }
          },
          fs.createWriteStream(plainFile),
        );
        hash.digest();
      }),
    ]);
    rows.push([
      'encrypt + SHA-256 + write (sealed upload)',
      await best(() => pipeline(plaintext(), new EncryptStream(key), fs.createWriteStream(sealedFile))),
    ]);
    rows.push(['read, plain file', await best(() => drain(fs.createReadStream(plainFile)))]);
    rows.push([
      'read + SHA-256, plain file',
      await best(() => pipeline(fs.createReadStream(plainFile), createHash('sha256'), drain)),
    ]);
    rows.push([
      'read + decrypt + verify + SHA-256 (opening)',
      await best(() => decryptToHash(fs.createReadStream(sealedFile), key)),
    ]);
    const download = async (file: string) =>
      pipeline(await openVerifiedPlaintext(fs.createReadStream(file), key, {}), fs.createWriteStream(plainFile));
    rows.push(['read + decrypt chunk by chunk + write plain (a download)', await best(() => download(sealedFile))]);
    // A version-1 file (one tag at the end) is staged whole in a temporary file before its first byte.
    const v1File = path.join(dir, 'sealed-v1.bin');
    await pipeline(plaintext(), new EncryptStreamV1(key), fs.createWriteStream(v1File));
    rows.push(['version-1 download (staged whole, then sent)', await best(() => download(v1File))]);

    console.info(`sealed files, ${TOTAL / MB} MB in ${CHUNK / 1024} KB chunks, best of ${ROUNDS}:`);
    const width = Math.max(...rows.map(([name]) => name.length));
    for (const [name, rate] of rows) console.info(`  ${name.padEnd(width)}  ${rate.toFixed(0).padStart(6)} MB/s`);
    const [write, hashed, sealed] = rows.map(([, rate]) => rate);
    console.info(
      `  sealing costs ${(write! / sealed!).toFixed(2)}× the time of a plain write, ` +
        `${(hashed! / sealed!).toFixed(2)}× that of a hashed one (for information, no target)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
