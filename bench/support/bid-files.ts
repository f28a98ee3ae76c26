import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBidSeal, derivePassphraseKey } from '@swp/core/bid-seal/index';

/** The bid files of bench/bid-surge.ts: each company's 5 MB file, plain (平台加密) or sealed ahead (投标人加密). */
export const FILE_BYTES = 5 * 1024 * 1024;
export const CHUNK = 64 * 1024;
export const PASSPHRASE = '投标口令-截止前';

/** A 5 MB PDF-signed file made chunk by chunk from one random block and the upload's number: never whole. */
export async function* bidFile(seed: number) {
  const block = randomBytes(CHUNK);
  for (let at = 0; at < FILE_BYTES; at += CHUNK) {
    const chunk = Buffer.from(block.subarray(0, Math.min(CHUNK, FILE_BYTES - at)));
    chunk.writeUInt32BE(seed, 16);
    chunk.writeUInt32BE(at, 20);
    if (at === 0) chunk.write('%PDF-1.7\n', 0, 'latin1');
    yield chunk;
  }
}

/** A company's sealed bid as written to disk before the surge: what the receipt must state, and its key. */
export interface SealedBidFile {
  path: string;
  sha256: string;
  size: number;
  /** The bid key (base64) and what the seal holds, to open a stored copy after the surge. */
  key: string;
  offer: string;
  plainSha256: string;
}

/**
 * Seals each company's 5 MB bid file with core's bid-seal into `directory`, each file its own seal (fresh bid key,
 * seal id, IVs; its own 报价 and name) under one passphrase key derived once. Two at a time: WebCrypto's work runs on
 * libuv's threads, the disk's while the next one seals.
 */
export async function sealBidFiles(directory: string, count: number): Promise<SealedBidFile[]> {
  const passphraseKey = await derivePassphraseKey(PASSPHRASE);
  const files: SealedBidFile[] = new Array(count);
  const sealOne = async (i: number) => {
    const offer = `${300000 + i}.00`;
    const seal = await createBidSeal({ passphrase: passphraseKey, offer, fileName: `投标文件${i}.pdf` });
    const plain = createHash('sha256');
    const sealed = createHash('sha256');
    let size = 0;
    async function* hashedPlain() {
      for await (const chunk of bidFile(i)) {
        plain.update(chunk);
        yield chunk;
      }
    }
    async function* hashedSealed() {
      for await (const bytes of seal.sealed(hashedPlain())) {
        sealed.update(bytes);
        size += bytes.length;
        yield bytes;
      }
    }
    const file = path.join(directory, `${i}.swpbid`);
    await pipeline(Readable.from(hashedSealed()), fs.createWriteStream(file));
    files[i] = {
      path: file,
      sha256: sealed.digest('hex'),
      size,
      key: seal.key,
      offer,
      plainSha256: plain.digest('hex'),
    };
  };
  let next = 0;
  const worker = async () => {
    while (next < count) await sealOne(next++);
  };
  await Promise.all([worker(), worker()]);
  if (new Set(files.map((f) => f.sha256)).size !== count) throw new Error('two sealed bid files are the same');
  return files;
}
