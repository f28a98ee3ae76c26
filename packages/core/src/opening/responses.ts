/** What the 开标大厅's calls answer (docs/integration.md fields first; fields added after them). */
import { z } from 'zod';
import { bidIdAnswer } from '../bid/responses.ts';
import { answerField } from '../envelope.ts';
import { HALL_BID_STATUSES, HALL_CONFIRMATIONS, HALL_PHASES } from './hall.ts';

export const hallBidderOutput = z.object({
  companyName: z.string(),
  signedIn: z.boolean(),
  status: z.enum(HALL_BID_STATUSES),
  /** From 唱标 on only; null when the 报价 of a decrypted bid did not open, or the bid was withdrawn. */
  offer: answerField.decimal.nullable().optional(),
  /** The caller's own bid (and every bid for staff): the id `decrypt` takes. */
  bidId: bidIdAnswer.optional(),
  mine: z.boolean(),
  sectionName: z.string().nullable(),
  signedInAt: answerField.time.nullable(),
  decryptedAt: answerField.time.nullable(),
  /** 撤销 (第三十一条) with its reason. */
  withdrawnReason: z.string().nullable(),
  /** The caller's own bid: wrong keys it may still be tried with in the window. */
  attemptsLeft: z.number().int().optional(),
});

export const hallObjectionOutput = z.object({
  id: answerField.id,
  companyName: z.string(),
  content: z.string(),
  raisedAt: answerField.time,
  answer: z.string().nullable(),
  answeredAt: answerField.time.nullable(),
  answeredBy: z.string().nullable(),
  mine: z.boolean(),
});

export const hallConfirmationOutput = z.object({
  companyName: z.string(),
  verdict: z.enum(HALL_CONFIRMATIONS),
  reason: z.string(),
  at: answerField.time.nullable(),
  mine: z.boolean(),
});

/** `GET /api/opening/state` (core hall.ts `hallView` decides what each caller sees). */
export const hallStateOutput = z.object({
  phase: z.enum(HALL_PHASES),
  decryptUntil: answerField.time.optional(),
  bidders: z.array(hallBidderOutput),
  startedAt: answerField.time.nullable(),
  announcedAt: answerField.time.nullable(),
  closedAt: answerField.time.nullable(),
  serverTime: answerField.time,
  /** At 唱标: why the project cannot go on to 评标 (fewer valid bids than the purchase way's minimum: 流标). */
  failure: z.string().nullable(),
  biddersShown: z.boolean(),
  objections: z.array(hallObjectionOutput),
  confirmations: z.array(hallConfirmationOutput),
});
export type HallState = z.infer<typeof hallStateOutput>;

/** `POST /api/opening/start`. */
export const hallStartOutput = z.object({ decryptUntil: answerField.time });
/** `POST /api/opening/decrypt`. */
export const hallDecryptOutput = z.object({ status: z.literal('decrypted') });
