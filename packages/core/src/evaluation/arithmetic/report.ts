/**
 * The 评标报告's figures (docs/rules.md): per passed bidder the mean of the experts' scores per item, the business,
 * technical and price scores, the total, the rank and whether it is a recommended candidate (at most 3); the bidders
 * out after 初步评审 are listed apart, unranked. Everything is computed on exact fractions and rounded half up to 2
 * decimals only when shown, so a displayed figure never feeds another one.
 */
import type { PriceFormula } from '../labels.ts';
import { EvaluationInputError } from './errors.ts';
import { type Fraction, parseDecimal, sum, toFixed2 } from './exact.ts';
import { type ExpertScore, itemMeans } from './means.ts';
import { priceScoreFractions } from './priceScore.ts';
import { type RankBy, rankBidders } from './ranking.ts';

export const RECOMMENDED_CANDIDATES = 3;

export const EVALUATION_ITEM_GROUPS = ['business', 'technical', 'price'] as const;
export type EvaluationItemGroup = (typeof EVALUATION_ITEM_GROUPS)[number];

export interface EvaluationItem {
  id: number;
  group: EvaluationItemGroup;
  maxScore: string;
}

export interface EvaluationBidder {
  bidderId: number;
  companyName: string;
  /** The final quote (the latest negotiated one where there was a 竞争性谈判 round). */
  offer: string;
  /** Passed 初步评审 (see preliminaryOutcome). */
  passed: boolean;
}

export interface EvaluationInput {
  items: EvaluationItem[];
  formula: PriceFormula;
  bidders: EvaluationBidder[];
  experts: number[];
  /** Business and technical items only; the price score is computed. */
  scores: ExpertScore[];
  /** 'offer' for 竞争性谈判/询价: ranked by the final quote, lowest first. Default 'score'. */
  rankBy?: RankBy;
}

export interface EvaluationRow {
  bidderId: number;
  companyName: string;
  /** As given. */
  offer: string;
  /** itemId → mean of the experts' scores, 2 decimals (business and technical items). */
  itemMeans: Record<number, string>;
  business: string;
  technical: string;
  price: string;
  total: string;
  rank: number;
  recommended: boolean;
}

export interface FailedBidder {
  bidderId: number;
  companyName: string;
  offer: string;
}

export interface EvaluationResult {
  /** The passed bidders, best first. */
  rows: EvaluationRow[];
  /** Out after 初步评审, in the order given, without rank. */
  failed: FailedBidder[];
  /** Groups of bidderIds equal on every ranking rule, placed by bidderId (say so in the report). */
  unresolvedTies: number[][];
}

function checkItems(items: EvaluationItem[]): void {
  const ids = new Set<number>();
  for (const item of items) {
    if (ids.has(item.id)) throw new EvaluationInputError(`评分项 ${item.id} 重复`);
    ids.add(item.id);
    if (!EVALUATION_ITEM_GROUPS.includes(item.group)) {
      throw new EvaluationInputError(`评分项 ${item.id} 的分组无效：${String(item.group)}`);
    }
    if (parseDecimal(item.maxScore, `评分项 ${item.id} 的满分`).isNegative()) {
      throw new EvaluationInputError(`评分项 ${item.id} 的满分不能为负数`);
    }
  }
  if (items.filter((item) => item.group === 'price').length > 1) throw new EvaluationInputError('价格评分项只能有一个');
}

/** Throws EvaluationInputError on malformed input and MissingScoresError when an expert has not scored. */
export function computeEvaluation(input: EvaluationInput): EvaluationResult {
  checkItems(input.items);
  if (new Set(input.bidders.map((b) => b.bidderId)).size !== input.bidders.length) {
    throw new EvaluationInputError('投标人重复');
  }
  if (new Set(input.experts).size !== input.experts.length) throw new EvaluationInputError('评标委员会成员重复');
  const passed = input.bidders.filter((b) => b.passed);
  const scored = input.items.filter((item) => item.group !== 'price');
  const priceItem = input.items.find((item) => item.group === 'price');

  const means = itemMeans({
    items: scored,
    experts: input.experts,
    bidderIds: input.bidders.map((b) => b.bidderId),
    passedBidderIds: passed.map((b) => b.bidderId),
    scores: input.scores,
  });
  // Without a price item the quotes are still checked (> 0), and rankBy 'offer' still has them.
  const prices = priceScoreFractions({
    formula: input.formula,
    weight: priceItem?.maxScore ?? '0',
    quotes: passed.map((b) => ({ bidderId: b.bidderId, offer: b.offer })),
  });

  const candidates = passed.map((bidder) => {
    const bidderMeans = means.get(bidder.bidderId)!;
    const groupSum = (group: EvaluationItemGroup): Fraction =>
      sum(scored.filter((item) => item.group === group).map((item) => bidderMeans.get(item.id)!));
    const business = groupSum('business');
    const technical = groupSum('technical');
    const price = prices.get(bidder.bidderId)!;
    return {
      bidder,
      bidderMeans,
      business,
      technical,
      price,
      total: sum([business, technical, price]),
      bidderId: bidder.bidderId,
      offer: parseDecimal(bidder.offer, `投标人 ${bidder.bidderId} 的报价`),
    };
  });

  const { ordered, unresolvedTies } = rankBidders(candidates, input.rankBy ?? 'score');
  const rows = ordered.map(
    (c, index): EvaluationRow => ({
      bidderId: c.bidderId,
      companyName: c.bidder.companyName,
      offer: c.bidder.offer,
      itemMeans: Object.fromEntries(scored.map((item) => [item.id, toFixed2(c.bidderMeans.get(item.id)!)])),
      business: toFixed2(c.business),
      technical: toFixed2(c.technical),
      price: toFixed2(c.price),
      total: toFixed2(c.total),
      rank: index + 1,
      recommended: index < RECOMMENDED_CANDIDATES,
    }),
  );
  const failed = input.bidders
    .filter((b) => !b.passed)
    .map((b) => ({ bidderId: b.bidderId, companyName: b.companyName, offer: b.offer }));
  return { rows, failed, unresolvedTies };
}
