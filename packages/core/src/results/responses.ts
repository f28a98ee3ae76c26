import { z } from 'zod';
import { answerField } from '../envelope.ts';
import { PROJECT_STATES } from '../project/lifecycle.ts';
import { LETTER_KINDS, OBJECTION_STATUSES } from './labels.ts';

const decimal = answerField.decimal;

/** One recommended candidate of the 评标报告 (rank 1..3), as the 结果公示 names it. */
export const resultCandidateOutput = z.object({
  rank: z.number().int(),
  supplierId: answerField.id,
  companyName: z.string(),
  /** The ranked quote (竞争性谈判: the final quote). */
  offer: decimal,
  /** The report's total score; null when the method ranks by the quote alone. */
  total: decimal.nullable(),
});
export type ResultCandidate = z.infer<typeof resultCandidateOutput>;

export const awardOutput = z.object({
  supplierId: answerField.id,
  companyName: z.string(),
  amount: decimal,
  /** Given when the winner is not the rank-1 candidate. */
  reason: z.string().nullable(),
  awardedAt: answerField.time,
});
export type Award = z.infer<typeof awardOutput>;

export const PUBLICITY_PHASES = ['pending', 'running', 'ended'] as const;
export type PublicityPhase = (typeof PUBLICITY_PHASES)[number];

export const publicityOutput = z.object({
  gsTime: answerField.time,
  gsEndTime: answerField.time,
  /** Where the server's clock stands in the window (a browser's own clock may be off). */
  phase: z.enum(PUBLICITY_PHASES),
});

/** The staff project page's 结果 panel. */
export const resultSummaryOutput = z.object({
  projectId: answerField.id,
  projectState: z.enum(PROJECT_STATES),
  /** null until the chair submitted the 评标报告. */
  reportNo: z.string().nullable(),
  candidates: z.array(resultCandidateOutput),
  /**
   * How the report ranked (null before it): 'offer' (询价 / 竞争性谈判) has no 综合得分 to show, so the 结果 tab hides
   * that column; `rankBasis` is the report's own sentence (core rankBasisText, e.g. 按第2轮最后报价排序…).
   */
  rankBy: z.enum(['score', 'offer']).nullable(),
  rankBasis: z.string().nullable(),
  /** The way's minimum publicity in calendar days (采购参数). */
  publicityDays: z.number().int(),
  publicity: publicityOutput.nullable(),
  openObjections: z.number().int(),
  totalObjections: z.number().int(),
  /** Why the 中标公告 cannot be published now, or null when it can (or the project is past it). */
  winnerBlockedBy: z.string().nullable(),
  award: awardOutput.nullable(),
});
export type ResultSummary = z.infer<typeof resultSummaryOutput>;

export const letterOutput = z.object({
  kind: z.enum(LETTER_KINDS),
  letterNo: z.string(),
  issuedAt: answerField.time,
});
export type ResultLetter = z.infer<typeof letterOutput>;

/** A bidder's view of the result in 我的项目. */
export const myResultOutput = z.object({
  projectId: answerField.id,
  projectState: z.enum(PROJECT_STATES),
  /** Whether this company bid (only bidders see candidates, object, and get letters). */
  isBidder: z.boolean(),
  publicity: publicityOutput.nullable(),
  /** The publicised candidates, once the 结果公示 is published. */
  candidates: z.array(resultCandidateOutput),
  /** Whether an objection may be filed now (a bidder, while the publicity runs). */
  canObject: z.boolean(),
  /** 'won' / 'lost' once the 中标公告 is published; null before. */
  outcome: z.enum(['won', 'lost']).nullable(),
  award: awardOutput.omit({ reason: true }).nullable(),
  letter: letterOutput.nullable(),
});
export type MyResult = z.infer<typeof myResultOutput>;

export const objectionAttachmentOutput = z.object({ id: z.uuid(), name: z.string(), size: z.number().int() });

export const objectionOutput = z.object({
  id: answerField.id,
  projectId: answerField.id,
  supplierId: answerField.id,
  companyName: z.string(),
  content: z.string(),
  attachments: z.array(objectionAttachmentOutput),
  status: z.enum(OBJECTION_STATUSES),
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: answerField.time.nullable(),
  createdAt: answerField.time,
});
export type Objection = z.infer<typeof objectionOutput>;
export const objectionListOutput = z.object({ list: z.array(objectionOutput), total: z.number().int() });
