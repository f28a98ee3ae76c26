/**
 * Helpers for the 投标 tests and the tests that need a bid lodged through the real upload (test-only; imported by
 * *.test.ts files): the multipart body as the 我的项目 page sends it (text fields first, then the file) and a
 * bid file whose first bytes are a real PDF signature.
 */
import { randomBytes } from 'node:crypto';
import { type BidReceipt, bidApi } from '@swp/core';
import type { ApiClient } from '../client.ts';

/** A bid file of `size` bytes that passes the type check: the PDF signature, then random bytes. */
export function bidPdf(size = 4096): Buffer {
  const head = Buffer.from('%PDF-1.7\n', 'latin1');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export interface LodgeOptions {
  sectionId?: number | null;
  fileName?: string;
  /** The text fields as sent, instead of { projectId, offer, sectionId } (to send a bad or a missing one). */
  fields?: Record<string, string>;
}

/** `POST /api/bid/upload` as the browser sends it (XSRF double-submit, the company's token): the reply. */
export async function uploadBid(
  api: ApiClient,
  token: string | undefined,
  projectId: number,
  bytes: Buffer,
  offer: string,
  opts: LodgeOptions = {},
) {
  const fields = opts.fields ?? {
    projectId: String(projectId),
    ...(opts.sectionId != null ? { sectionId: String(opts.sectionId) } : {}),
    offer,
  };
  return api.upload(bidApi.upload, { name: opts.fileName ?? '投标文件.pdf', bytes }, { token, fields });
}

/** Lodges a bid through the real upload and returns its receipt; fails the test if the upload is refused. */
export async function lodgeBid(
  api: ApiClient,
  token: string,
  projectId: number,
  bytes: Buffer = bidPdf(),
  offer = '100000.00',
  opts: LodgeOptions = {},
): Promise<BidReceipt> {
  const reply = await uploadBid(api, token, projectId, bytes, offer, opts);
  if (reply.body.code !== 0) throw new Error(`lodgeBid refused: ${reply.body.msg}`);
  return reply.body.data!;
}
