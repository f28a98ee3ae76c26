/**
 * 详细评审 means: per passed bidder and scored item, the sum of every committee member's score ÷ the committee size,
 * kept as an exact fraction. The whole committee must have scored: a gap is a MissingScoresError naming each one
 * (the server refuses the chair's submission before that, listing who has not submitted).
 */
import type { Decimal } from 'decimal.js';
import { EvaluationInputError, type MissingScore, MissingScoresError } from './errors.ts';
import { type Fraction, fraction, parseDecimal } from './exact.ts';

export interface ScoredItem {
  id: number;
  maxScore: string;
}

export interface ExpertScore {
  specialistId: number;
  bidderId: number;
  itemId: number;
  score: string;
}

export interface MeansInput {
  /** The business and technical items (the price item is computed, never scored). */
  items: ScoredItem[];
  experts: number[];
  /** Every bidder of the project: a score for one outside this list is a caller's mistake. */
  bidderIds: number[];
  /** The bidders who passed 初步评审: only they are scored. Scores of the others are ignored. */
  passedBidderIds: number[];
  scores: ExpertScore[];
}

const key = (specialistId: number, bidderId: number, itemId: number) => `${specialistId}/${bidderId}/${itemId}`;

/** bidderId → itemId → exact mean. Throws EvaluationInputError on a bad score, MissingScoresError on gaps. */
export function itemMeans(input: MeansInput): Map<number, Map<number, Fraction>> {
  const maxByItem = new Map(
    input.items.map((item) => [item.id, parseDecimal(item.maxScore, `评分项 ${item.id} 的满分`)]),
  );
  if (maxByItem.size !== input.items.length) throw new EvaluationInputError('评分项重复');
  const experts = new Set(input.experts);
  const bidders = new Set(input.bidderIds);
  const passed = new Set(input.passedBidderIds);
  const given = new Map<string, Decimal>();
  for (const s of input.scores) {
    const max = maxByItem.get(s.itemId);
    if (!max) throw new EvaluationInputError(`评分项 ${s.itemId} 不是商务或技术评分项`);
    if (!experts.has(s.specialistId)) throw new EvaluationInputError(`专家 ${s.specialistId} 不是评标委员会成员`);
    if (!bidders.has(s.bidderId)) throw new EvaluationInputError(`投标人 ${s.bidderId} 不在本项目的投标人中`);
    if (!passed.has(s.bidderId)) continue;
    const k = key(s.specialistId, s.bidderId, s.itemId);
    if (given.has(k))
      throw new EvaluationInputError(`专家 ${s.specialistId} 对投标人 ${s.bidderId} 的评分项 ${s.itemId} 有重复评分`);
    const score = parseDecimal(s.score, `专家 ${s.specialistId} 对投标人 ${s.bidderId} 的评分项 ${s.itemId} 的得分`);
    if (score.isNegative() || score.gt(max)) {
      throw new EvaluationInputError(`得分 ${s.score} 超出评分项 ${s.itemId} 的范围 0～${max.toString()}`);
    }
    given.set(k, score);
  }

  if (input.experts.length === 0 && input.items.length > 0 && input.passedBidderIds.length > 0) {
    throw new EvaluationInputError('评标委员会没有成员，无法计算平均分');
  }
  const missing: MissingScore[] = [];
  const means = new Map<number, Map<number, Fraction>>();
  for (const bidderId of input.passedBidderIds) {
    const perItem = new Map<number, Fraction>();
    for (const item of input.items) {
      let total = fraction(0);
      for (const specialistId of input.experts) {
        const score = given.get(key(specialistId, bidderId, item.id));
        if (score) total = fraction(total.num.plus(score));
        else missing.push({ specialistId, bidderId, itemId: item.id });
      }
      perItem.set(item.id, fraction(total.num, input.experts.length));
    }
    means.set(bidderId, perItem);
  }
  if (missing.length > 0) throw new MissingScoresError(missing);
  return means;
}
