/**
 * 竞争性谈判 as a step of its own (docs/rules.md: 竞争性谈判 ranks by the final quote). Pure rules shared by
 * the server (which refuses) and the web (which hides and prompts): where the committee stands in the negotiation,
 * whether the result may be submitted, and which round the report's ranking used.
 *
 * The rule: a 竞争性谈判 result needs at least one CLOSED round of final quotes (a round's quotes stay sealed until
 * its deadline), or a reason recorded by the committee's chair for holding none. An open round always holds the
 * result back.
 */
import { z } from 'zod';
import { answerField } from '../envelope.ts';
import { PurchaseWayCode } from '../project/purchase-way.ts';
import type { EvalPhase } from './labels.ts';

/** The project's rounds (without the quotes) and the recorded reason for holding none. */
export const negotiationStateOutput = z.object({
  rounds: z.array(z.object({ round: z.number().int(), deadline: answerField.time, closed: z.boolean() })),
  waiver: z.object({ reason: z.string(), recordedAt: answerField.time, recordedBy: z.string() }).nullable(),
});
export type NegotiationState = z.infer<typeof negotiationStateOutput>;

/** What the report says about the negotiation its ranking rests on (frozen with the report). */
export const reportNegotiationOutput = z.object({
  /** The latest closed round whose final quotes ranked the bidders; null when none was held. */
  round: z.number().int().nullable(),
  /** The chair's recorded reason for holding no round (when round is null). */
  reason: z.string().nullable(),
});
export type ReportNegotiation = z.infer<typeof reportNegotiationOutput>;

export const isNegotiationProject = (purchaseWay: number) => purchaseWay === PurchaseWayCode.negotiation;

export const openRoundOf = (state: NegotiationState) => state.rounds.find((r) => !r.closed) ?? null;

/** The latest round whose deadline passed: its quotes (or a bidder's earlier one) are what the ranking uses. */
export const lastClosedRound = (state: NegotiationState) =>
  state.rounds.filter((r) => r.closed).reduce<number | null>((last, r) => Math.max(last ?? 0, r.round), null);

export const NEGOTIATION_REQUIRED =
  '竞争性谈判项目须至少完成一轮最后报价，或由评标委员会组长记录不进行谈判的理由，才能提交评标结果';

/**
 * Why a 竞争性谈判 result cannot be submitted now, or null when it can (always null for the other methods).
 * The server refuses with this message; the web shows it beside the disabled button.
 */
export function negotiationRefusal(purchaseWay: number, state: NegotiationState): string | null {
  if (!isNegotiationProject(purchaseWay)) return null;
  const open = openRoundOf(state);
  if (open) return `竞争性谈判第${open.round}轮尚未截止，不能提交评标结果`;
  if (lastClosedRound(state) === null && !state.waiver) return NEGOTIATION_REQUIRED;
  return null;
}

/** Whether the chair may still record a reason for holding no round: only while none has been opened. */
export const mayWaiveNegotiation = (state: NegotiationState) => state.rounds.length === 0 && state.waiver === null;

/** The report's negotiation facts at submission (null for the other methods). */
export function reportNegotiationOf(purchaseWay: number, state: NegotiationState): ReportNegotiation | null {
  if (!isNegotiationProject(purchaseWay)) return null;
  const round = lastClosedRound(state);
  return { round, reason: round === null ? (state.waiver?.reason ?? null) : null };
}

/** The sentence the report prints under its ranking: which quotes or scores ordered it. */
export function rankBasisText(report: {
  rankBy: 'score' | 'offer';
  negotiation?: ReportNegotiation | null | undefined;
}): string {
  if (report.rankBy === 'score') return '按综合得分排序';
  const negotiation = report.negotiation;
  if (!negotiation) return '按报价排序';
  if (negotiation.round !== null) {
    return `按第${negotiation.round}轮最后报价排序（该轮未报价的投标人按其此前最近一次报价）`;
  }
  return `未进行竞争性谈判（理由：${negotiation.reason ?? '未记录'}），按开标报价排序`;
}

/** The committee's steps as the phase bar shows them; 竞争性谈判 sits between the two reviews for its projects. */
export const EVAL_STAGES = ['preliminary', 'negotiation', 'detailed', 'finished'] as const;
export type EvalStage = (typeof EVAL_STAGES)[number];
export const EVAL_STAGE_LABELS: Record<EvalStage, string> = {
  preliminary: '初步评审',
  negotiation: '竞争性谈判',
  detailed: '详细评审',
  finished: '评标完成',
};

export const stagesOf = (purchaseWay: number): readonly EvalStage[] =>
  isNegotiationProject(purchaseWay) ? EVAL_STAGES : EVAL_STAGES.filter((s) => s !== 'negotiation');

/**
 * The stage the committee is in. After 初步评审 a 竞争性谈判 project is in 竞争性谈判 while a round is open, or
 * until one round closed or a reason was recorded; 详细评审 sheets may be filled meanwhile (the server allows it).
 */
export function stageOf(phase: EvalPhase, purchaseWay: number, state: NegotiationState | null): EvalStage | null {
  if (phase === 'waiting') return null;
  if (phase === 'preliminary' || phase === 'finished') return phase;
  if (!isNegotiationProject(purchaseWay) || !state) return 'detailed';
  return negotiationRefusal(purchaseWay, state) === null ? 'detailed' : 'negotiation';
}

/** What the phase bar writes under 竞争性谈判. */
export function negotiationSummary(state: NegotiationState): string {
  const open = openRoundOf(state);
  if (open) return `第${open.round}轮报价中`;
  const closed = lastClosedRound(state);
  if (closed !== null) return `已完成${closed}轮`;
  return state.waiver ? '不进行谈判（已记录理由）' : '待发起谈判';
}
