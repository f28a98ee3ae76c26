/**
 * The ranking of the passed bidders, on EXACT figures (a ranking decided by rounded figures could put a bidder
 * whose exact total is higher below another). By score (综合评分): total descending, then the lower quote, then the
 * higher technical score. By offer (竞争性谈判/询价, docs/rules.md): final quote ascending, then the higher total.
 * Bidders still equal on every rule are ordered by bidderId so the report is reproducible, and are reported as
 * unresolved ties for the committee to see (the rules of the standard have nothing more to decide with).
 */
import type { Decimal } from 'decimal.js';
import { compare, type Fraction } from './exact.ts';

export const RANK_BY = ['score', 'offer'] as const;
export type RankBy = (typeof RANK_BY)[number];

export interface RankCandidate {
  bidderId: number;
  offer: Decimal;
  total: Fraction;
  technical: Fraction;
}

export interface Ranking<T> {
  /** Best first; rank = index + 1. */
  ordered: T[];
  /** Groups (bidderIds ascending) equal on every rule, placed by bidderId. */
  unresolvedTies: number[][];
}

type Comparison<T> = (a: T, b: T) => number;

const byScore: Comparison<RankCandidate> = (a, b) =>
  compare(b.total, a.total) || a.offer.comparedTo(b.offer) || compare(b.technical, a.technical);

const byOffer: Comparison<RankCandidate> = (a, b) => a.offer.comparedTo(b.offer) || compare(b.total, a.total);

export function rankBidders<T extends RankCandidate>(candidates: T[], rankBy: RankBy = 'score'): Ranking<T> {
  const rules = rankBy === 'offer' ? byOffer : byScore;
  const ordered = [...candidates].sort((a, b) => rules(a, b) || a.bidderId - b.bidderId);
  const unresolvedTies: number[][] = [];
  let group: number[] = [];
  ordered.forEach((candidate, index) => {
    const previous = ordered[index - 1];
    if (previous && rules(previous, candidate) === 0) {
      if (group.length === 0) group.push(previous.bidderId);
      group.push(candidate.bidderId);
    } else {
      if (group.length > 0) unresolvedTies.push(group);
      group = [];
    }
  });
  if (group.length > 0) unresolvedTies.push(group);
  return { ordered, unresolvedTies };
}
