/** Builders for the report tests: a score table written the way a committee's sheets read. */
import type { ExpertScore } from './means.ts';

/** bidderId → itemId → one score per expert, in the order of `experts`. */
export type ScoreTable = Record<number, Record<number, string[]>>;

export function scoresFrom(experts: number[], table: ScoreTable): ExpertScore[] {
  const scores: ExpertScore[] = [];
  for (const [bidderId, items] of Object.entries(table)) {
    for (const [itemId, perExpert] of Object.entries(items)) {
      if (perExpert.length !== experts.length) throw new Error(`table: bidder ${bidderId} item ${itemId}`);
      perExpert.forEach((score, index) => {
        scores.push({ specialistId: experts[index]!, bidderId: Number(bidderId), itemId: Number(itemId), score });
      });
    }
  }
  return scores;
}

/** The same score from every expert. */
export const all = (score: string, experts = 3): string[] => Array.from({ length: experts }, () => score);
