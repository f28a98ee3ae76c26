/** What the 投标 and 开标 calls answer (docs/integration.md fields first; fields added after them). */
import { z } from 'zod';
import { answerField } from '../envelope.ts';
import { BID_PUBLIC_ID_PATTERN } from './schema.ts';

/** A bid's public id (schema.ts `bidPublicIdField`): what every answer names a bid by. */
export const bidIdAnswer = z.string().regex(BID_PUBLIC_ID_PATTERN);

/** The 投标回执: what the server received, by its own clock, hashed while it was written. */
export const bidReceiptOutput = z.object({
  bidId: bidIdAnswer,
  fileName: z.string(),
  size: z.number().int(),
  /** SHA-256 of the bytes the supplier sent, lowercase hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  receivedAt: answerField.time,
  sectionId: answerField.id.nullable(),
});
export type BidReceipt = z.infer<typeof bidReceiptOutput>;

/**
 * `POST /api/bid/mine`: the company's own receipt and its 报价, or null when it has lodged none. `offer` is null for a
 * 投标人加密 bid until its bidder decrypts it (the 报价 is sealed in the file; docs/integration.md), and `size` and
 * `sha256` are then of the sealed file received.
 */
export const myBidOutput = bidReceiptOutput.extend({ offer: answerField.decimal.nullable() }).nullable();
export type MyBid = z.infer<typeof myBidOutput>;

/**
 * What the opening found when it decrypted a bid and hashed it: the receipt's hash matched ('ok'), the bytes
 * decrypted but to another hash ('mismatch'), or the stored file failed its authentication or was missing
 * ('unreadable'). A failed check is shown, never hidden.
 */
export const BID_CHECKS = ['ok', 'mismatch', 'unreadable'] as const;
export type BidCheck = (typeof BID_CHECKS)[number];
export const BID_CHECK_LABELS: Record<BidCheck, string> = {
  ok: '校验一致',
  mismatch: '哈希不一致',
  unreadable: '文件无法解密',
};

/** One opened bid as the 开标记录 lists it. */
export const openedBidOutput = z.object({
  companyName: z.string(),
  /** null only when the sealed 报价 itself failed to open (check 'unreadable'). */
  offer: answerField.decimal.nullable(),
  sha256: z.string(),
  receivedAt: answerField.time,
  bidId: bidIdAnswer,
  supplierId: answerField.id,
  sectionId: answerField.id.nullable(),
  sectionName: z.string().nullable(),
  fileName: z.string(),
  size: z.number().int(),
  check: z.enum(BID_CHECKS),
  /** The hash found at the opening ('' when the file could not be read). */
  openedSha256: z.string(),
});
export type OpenedBid = z.infer<typeof openedBidOutput>;

/**
 * What the 开标大厅 adds to the record (modules/opening README): 签到, each bid's decryption or withdrawal (撤销, with
 * its reason), 开标异议 with their answers, and each company's word on the record (确认, 有异议, or 未确认).
 */
export const openingHallRecordOutput = z.object({
  startedAt: answerField.time,
  decryptUntil: answerField.time,
  announcedAt: answerField.time.nullable(),
  closedAt: answerField.time.nullable(),
  closedBy: z.string().nullable(),
  /** At 唱标: why the valid bids fall short (流标), or null. */
  failure: z.string().nullable(),
  bidders: z.array(
    z.object({
      companyName: z.string(),
      sectionName: z.string().nullable(),
      signedInAt: answerField.time.nullable(),
      decryptedAt: answerField.time.nullable(),
      status: z.enum(['sealed', 'decrypted', 'withdrawn']),
      withdrawnReason: z.string().nullable(),
    }),
  ),
  objections: z.array(
    z.object({
      companyName: z.string(),
      content: z.string(),
      raisedAt: answerField.time,
      answer: z.string().nullable(),
      answeredAt: answerField.time.nullable(),
      answeredBy: z.string().nullable(),
    }),
  ),
  confirmations: z.array(
    z.object({
      companyName: z.string(),
      verdict: z.enum(['confirmed', 'disagreed', 'unconfirmed']),
      reason: z.string(),
      at: answerField.time.nullable(),
    }),
  ),
});
export type OpeningHallRecord = z.infer<typeof openingHallRecordOutput>;

/** `POST /api/bid/open` and `POST /api/bid/openingRecord`. */
export const openingRecordOutput = z.object({
  projectId: answerField.id,
  openedAt: answerField.time,
  /** The name of the staff member who pressed 开标. */
  openedBy: z.string(),
  bids: z.array(openedBidOutput),
  projectCode: z.string(),
  projectName: z.string(),
  /** The hall's part of the record; null for an opening made before the hall existed (always sent by the server). */
  hall: openingHallRecordOutput.nullable().optional(),
});
export type OpeningRecord = z.infer<typeof openingRecordOutput>;

/** `POST /api/bid/list` after the opening (docs/integration.md). */
export const bidListRowOutput = z.object({
  bidId: bidIdAnswer,
  supplierId: answerField.id,
  companyName: z.string(),
  offer: answerField.decimal.nullable(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  receivedAt: answerField.time,
  sectionId: answerField.id.nullable(),
  sectionName: z.string().nullable(),
  check: z.enum(BID_CHECKS),
});
export type BidListRow = z.infer<typeof bidListRowOutput>;
export const bidListOutput = z.object({ list: z.array(bidListRowOutput), total: z.number().int() });
