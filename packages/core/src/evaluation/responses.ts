/** What the 在线评标 calls answer (zod, so the server declares them and the web infers its types). */
import { z } from 'zod';
import { BID_CHECKS, bidIdAnswer } from '../bid/responses.ts';
import { answerField, pageSchema } from '../envelope.ts';
import { PROJECT_STATES } from '../project/lifecycle.ts';
import { EVAL_PHASES, EVAL_STEPS, GRADING_GROUPS, PRICE_FORMULAS, SHEET_STATUSES } from './labels.ts';
import { EVAL_STAGES, negotiationStateOutput, reportNegotiationOutput } from './negotiation.ts';

const decimal = answerField.decimal;

/** One row of 在线评标's list: a project on whose committee the expert sits. */
export const evalProjectRowOutput = z.object({
  projectId: answerField.id,
  projectCode: z.string(),
  projectName: z.string(),
  purchaseWay: z.number().int(),
  openTime: answerField.time.nullable(),
  /** 开标地点 (the project's openAddress), null when not filled. */
  address: z.string().nullable(),
  projectState: z.enum(PROJECT_STATES),
  phase: z.enum(EVAL_PHASES),
  /** Where the committee is as the phase bar says it (竞争性谈判 between the reviews for its projects); null before. */
  stage: z.enum(EVAL_STAGES).nullable(),
  isChair: z.boolean(),
  /** This expert's sheet of the current step ('none' before it starts). */
  mySheet: z.enum(SHEET_STATUSES),
});
export type EvalProjectRow = z.infer<typeof evalProjectRowOutput>;
export const evalProjectPageOutput = pageSchema(evalProjectRowOutput);

export const gradingItemOutput = z.object({
  id: answerField.id,
  group: z.enum(GRADING_GROUPS),
  name: z.string(),
  /** null for the pass/fail 初步评审 items. */
  maxScore: decimal.nullable(),
  description: z.string(),
});
export type GradingItemView = z.infer<typeof gradingItemOutput>;

export const evalBidderOutput = z.object({
  /** The bid's public id, its receipt's `bidId`: what the sheets, the scores, the report and `bidFile` name it by. */
  bidId: bidIdAnswer,
  companyName: z.string(),
  /** The opened quote; null when it could not be read at the opening. */
  offer: decimal.nullable(),
  /** The latest quote (竞争性谈判's last round), else the opened one. */
  finalOffer: decimal.nullable(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Whether the file can be previewed in the browser (a PDF). */
  previewable: z.boolean(),
  /**
   * What the opening found (core BID_CHECK_LABELS): anything but 'ok' flags the bid — its file is refused for download
   * and preview, with that finding.
   */
  check: z.enum(BID_CHECKS),
});
export type EvalBidder = z.infer<typeof evalBidderOutput>;

export const committeeMemberOutput = z.object({
  specialistId: answerField.id,
  name: z.string(),
  isChair: z.boolean(),
  /** Votes received in the chair election. */
  votes: answerField.count,
  preliminary: z.enum(SHEET_STATUSES),
  detailed: z.enum(SHEET_STATUSES),
  signedAt: answerField.time.nullable(),
});
export type CommitteeMember = z.infer<typeof committeeMemberOutput>;

/**
 * A sheet's entries as answered. Declared apart from the inputs (schema.ts): the inputs' ids are preprocessed
 * (idField), a one-way transform the response serializer cannot encode.
 */
const preliminaryEntryAnswer = z.object({
  bidId: bidIdAnswer,
  itemId: answerField.id,
  pass: z.boolean().nullable(),
  reason: z.string().optional(),
});
const detailedEntryAnswer = z.object({
  bidId: bidIdAnswer,
  itemId: answerField.id,
  score: z.string().nullable(),
  comment: z.string().optional(),
});

const sheetFields = {
  status: z.enum(SHEET_STATUSES),
  returnReason: z.string().nullable(),
  submittedAt: answerField.time.nullable(),
  updatedAt: answerField.time.nullable(),
};
export const preliminarySheetOutput = z.object({
  step: z.literal('preliminary'),
  ...sheetFields,
  entries: z.array(preliminaryEntryAnswer),
});
export const detailedSheetOutput = z.object({
  step: z.literal('detailed'),
  ...sheetFields,
  entries: z.array(detailedEntryAnswer),
});
export type PreliminarySheet = z.infer<typeof preliminarySheetOutput>;
export type DetailedSheet = z.infer<typeof detailedSheetOutput>;

/** The committee's 初步评审 outcome per bidder: out when failed by the majority, with the reasons. */
export const preliminaryResultOutput = z.object({
  bidId: bidIdAnswer,
  companyName: z.string(),
  passed: z.boolean(),
  reasons: z.array(z.object({ specialistName: z.string(), itemName: z.string(), reason: z.string() })),
});
export type PreliminaryResult = z.infer<typeof preliminaryResultOutput>;

/** One ranked row of the report: exact figures rounded half up to two decimals at the end only. */
export const reportRowOutput = z.object({
  rank: z.number().int(),
  bidId: bidIdAnswer,
  companyName: z.string(),
  offer: decimal,
  /** The mean of the experts' scores per business/technical item id. */
  itemMeans: z.record(z.string(), decimal),
  business: decimal,
  technical: decimal,
  price: decimal,
  total: decimal,
  recommended: z.boolean(),
});
export type ReportRow = z.infer<typeof reportRowOutput>;

/** A bidder out after 初步评审, with each fail's reason in words (专家（评审项）：理由). */
export const failedBidderOutput = z.object({
  bidId: bidIdAnswer,
  companyName: z.string(),
  reasons: z.array(z.string()),
});

/** The 评标报告, frozen when the chair submitted the result. */
export const evalReportOutput = z.object({
  reportNo: z.string(),
  projectId: answerField.id,
  projectCode: z.string(),
  projectName: z.string(),
  purchaseWay: z.number().int(),
  standardName: z.string(),
  priceFormula: z.enum(PRICE_FORMULAS),
  /** 'score' (综合评分) or 'offer' (询价 / 竞争性谈判: by the final quote). */
  rankBy: z.enum(['score', 'offer']),
  /**
   * 竞争性谈判: the round whose final quotes ranked the bidders, or the recorded reason for holding none (core
   * rankBasisText says it in words); null for the other methods. Reports frozen before 竞争性谈判 became a step of its own read as null.
   */
  negotiation: reportNegotiationOutput.nullable().default(null),
  submittedAt: answerField.time,
  chairName: z.string(),
  items: z.array(gradingItemOutput),
  rows: z.array(reportRowOutput),
  failed: z.array(failedBidderOutput),
  experts: z.array(
    z.object({
      specialistId: answerField.id,
      name: z.string(),
      signedAt: answerField.time.nullable(),
      dissent: z.string(),
    }),
  ),
  /** Each expert's verdicts and scores, for the report's per-step sheets. */
  preliminary: z.array(
    z.object({
      specialistName: z.string(),
      companyName: z.string(),
      itemName: z.string(),
      pass: z.boolean(),
      reason: z.string(),
    }),
  ),
  scores: z.array(
    z.object({
      specialistName: z.string(),
      companyName: z.string(),
      itemName: z.string(),
      score: decimal,
      comment: z.string(),
    }),
  ),
});
export type EvalReport = z.infer<typeof evalReportOutput>;

/** Everything the expert's 在线评标 page shows for one project. */
export const evalWorkspaceOutput = z.object({
  project: z.object({
    id: answerField.id,
    projectCode: z.string(),
    projectName: z.string(),
    purchaseWay: z.number().int(),
    openTime: answerField.time.nullable(),
    openedAt: answerField.time.nullable(),
    /** 开标地点, '' when the project has none. */
    openAddress: z.string(),
    projectState: z.enum(PROJECT_STATES),
  }),
  phase: z.enum(EVAL_PHASES),
  standard: z.object({
    id: answerField.id,
    name: z.string(),
    priceFormula: z.enum(PRICE_FORMULAS),
    items: z.array(gradingItemOutput),
  }),
  bidders: z.array(evalBidderOutput),
  committee: z.array(committeeMemberOutput),
  me: z.object({ specialistId: answerField.id, isChair: z.boolean(), votedFor: answerField.id.nullable() }),
  chair: z
    .object({ specialistId: answerField.id, name: z.string(), chosenBy: z.enum(['election', 'staff']) })
    .nullable(),
  sheets: z.object({ preliminary: preliminarySheetOutput.nullable(), detailed: detailedSheetOutput.nullable() }),
  /** After 初步评审 closed. */
  preliminary: z.array(preliminaryResultOutput).nullable(),
  /** The computed price score per bidder that passed (after 初步评审 closed), unrounded figures rounded for display. */
  priceScores: z.array(z.object({ bidId: bidIdAnswer, score: decimal })).nullable(),
  /** 竞争性谈判 projects: the rounds held and the reason recorded for holding none; null for the other methods. */
  negotiation: negotiationStateOutput.nullable(),
  report: evalReportOutput.nullable(),
});
export type EvalWorkspace = z.infer<typeof evalWorkspaceOutput>;

/** The chair's view: every member's sheets of both steps and who has not submitted. */
export const chairSheetsOutput = z.object({
  sheets: z.array(
    z.object({
      specialistId: answerField.id,
      name: z.string(),
      preliminary: preliminarySheetOutput.nullable(),
      detailed: detailedSheetOutput.nullable(),
    }),
  ),
  missing: z.array(z.object({ specialistId: answerField.id, name: z.string(), step: z.enum(EVAL_STEPS) })),
});
export type ChairSheets = z.infer<typeof chairSheetsOutput>;

/** The staff 评标 tab. */
export const evalProgressOutput = z.object({
  phase: z.enum(EVAL_PHASES),
  standardName: z.string().nullable(),
  chair: z
    .object({ specialistId: answerField.id, name: z.string(), chosenBy: z.enum(['election', 'staff']) })
    .nullable(),
  committee: z.array(committeeMemberOutput),
  /** 竞争性谈判 projects: the rounds held and the reason recorded for holding none; null for the other methods. */
  negotiation: negotiationStateOutput.nullable(),
  reportNo: z.string().nullable(),
  submittedAt: answerField.time.nullable(),
});
export type EvalProgress = z.infer<typeof evalProgressOutput>;

/** 我的信息's history row. */
export const evalHistoryRowOutput = z.object({
  projectId: answerField.id,
  projectCode: z.string(),
  projectName: z.string(),
  openTime: answerField.time.nullable(),
  reportNo: z.string().nullable(),
  wasChair: z.boolean(),
  projectState: z.enum(PROJECT_STATES),
});
export const evalHistoryPageOutput = pageSchema(evalHistoryRowOutput);
export type EvalHistoryRow = z.infer<typeof evalHistoryRowOutput>;
export type EvalHistoryPage = z.infer<typeof evalHistoryPageOutput>;

/** 竞争性谈判 rounds. */
export const negotiationRoundOutput = z.object({
  round: z.number().int(),
  note: z.string(),
  deadline: answerField.time,
  closed: z.boolean(),
  /** Shown once the round's deadline passed (sealed before it, like the bids). */
  offers: z
    .array(z.object({ bidId: bidIdAnswer, companyName: z.string(), offer: decimal, submittedAt: answerField.time }))
    .nullable(),
});
export const negotiationListOutput = z.object({ rounds: z.array(negotiationRoundOutput) });
export type NegotiationRound = z.infer<typeof negotiationRoundOutput>;
export type NegotiationList = z.infer<typeof negotiationListOutput>;
export const myNegotiationOutput = z.object({
  openRound: z.object({ round: z.number().int(), note: z.string(), deadline: answerField.time }).nullable(),
  myOffers: z.array(z.object({ round: z.number().int(), offer: decimal, submittedAt: answerField.time })),
});
export type MyNegotiation = z.infer<typeof myNegotiationOutput>;
