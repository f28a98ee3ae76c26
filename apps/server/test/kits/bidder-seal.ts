/**
 * Helpers for the 投标人加密 tests (test-only): a file sealed the two ways a supplier can — core's bid-seal (what the
 * browser runs) and the repository's command-line sealer run as a real process — a tender whose 加密方式 is
 * 投标人加密, and the upload of a sealed file (projectId, optional 标段, then the file: no offer).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bidApi } from '@swp/core';
import { createBidSeal, openBidSeal } from '@swp/core/bid-seal/index';
import type { ApiClient } from '../client.ts';
import { type TenderOptions, tenderWithPassedBidders } from './enrolments.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SealedBid {
  sealed: Buffer;
  /** The bid key, base64, as `npm run bid-unwrap` prints it. */
  key: string;
}

/** Seals `plain` with core's bid-seal, as the browser does (PBKDF2 with the format's 600,000 iterations). */
export async function sealWithCore(
  plain: Buffer,
  offer: string,
  opts: { passphrase?: string; fileName?: string; chunkSize?: number } = {},
) {
  const { passphrase = '投标口令-2026', fileName = '投标文件.pdf', chunkSize } = opts;
  const seal = await createBidSeal({ passphrase, offer, fileName, chunkSize });
  const parts: Uint8Array[] = [];
  for await (const part of seal.sealed(Readable.from([plain]))) parts.push(part);
  return { sealed: Buffer.concat(parts), key: seal.key, keyFile: seal.keyFile };
}

const run = promisify(execFile);

/** Seals `plain` with `npm run bid-seal` and unwraps its key with `npm run -s bid-unwrap`, two real processes. */
export async function sealWithCli(plain: Buffer, offer: string, passphrase = 'cli-口令'): Promise<SealedBid> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-cli-seal-'));
  try {
    const file = path.join(dir, '投标文件.pdf');
    const out = path.join(dir, 'sealed.swpbid');
    fs.writeFileSync(file, plain);
    const npm = (args: string[]) => run('npm', ['run', '-s', '--prefix', root, ...args], { cwd: root });
    await npm(['bid-seal', '--', file, '--offer', offer, '--passphrase', passphrase, '--out', out]);
    const { stdout } = await npm(['bid-unwrap', '--', out, '--passphrase', passphrase]);
    return { sealed: fs.readFileSync(out), key: stdout.trimEnd().split('\n').pop()! };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What a sealed file opens to with its key: the 报价 and name sealed in it, and the bid file. */
export async function openSealed(sealed: Buffer | Uint8Array, key: string) {
  const opened = await openBidSeal(Readable.from([sealed]), key);
  const parts: Uint8Array[] = [];
  for await (const part of opened.plaintext) parts.push(part);
  return { ...opened.manifest, plain: Buffer.concat(parts) };
}

/** A tender of 投标人加密 with `n` passed bidders (kits/enrolments.ts `tenderWithPassedBidders`). */
export const bidderSealedTender = (
  t: Parameters<typeof tenderWithPassedBidders>[0],
  n: number,
  opts: TenderOptions = {},
) => tenderWithPassedBidders(t, n, { ...opts, overrides: { encryptMode: 'bidder', ...opts.overrides } });

/** `POST /api/bid/upload` of a sealed file: `projectId` (and 标段) first, then the file; `fields` replaces them. */
export function uploadSealed(
  api: ApiClient,
  token: string | undefined,
  projectId: number,
  sealed: Buffer,
  opts: { sectionId?: number | null; fileName?: string; fields?: Record<string, string> } = {},
) {
  const fields = opts.fields ?? {
    projectId: String(projectId),
    ...(opts.sectionId != null ? { sectionId: String(opts.sectionId) } : {}),
  };
  return api.upload(bidApi.upload, { name: opts.fileName ?? '投标文件.pdf.swpbid', bytes: sealed }, { token, fields });
}
