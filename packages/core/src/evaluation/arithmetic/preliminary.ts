/**
 * 初步评审 outcome (docs/rules.md): each expert gives pass/fail per bidder per item, with a reason for every fail. An
 * expert fails a bidder when it fails any of the bidder's items; the bidder is out when more than half of the
 * committee failed it. Every fail reason is kept, also for a bidder who stays in (the report shows them).
 */
import { EvaluationInputError } from './errors.ts';

export interface PreliminaryVerdict {
  specialistId: number;
  bidderId: number;
  itemId: number;
  pass: boolean;
  reason?: string;
}

export interface PreliminaryInput {
  /** The committee: its size is the majority's base, whoever has or has not given verdicts. */
  experts: number[];
  bidders: number[];
  verdicts: PreliminaryVerdict[];
}

export interface FailReason {
  specialistId: number;
  itemId: number;
  reason: string;
}

export interface PreliminaryBidderOutcome {
  bidderId: number;
  passed: boolean;
  /** The experts who failed at least one item of this bidder, in committee order. */
  failedBy: number[];
  /** Every failed item, in committee order then in the order given. */
  reasons: FailReason[];
}

/** One result per bidder, in the order of `bidders`. Unknown experts or bidders in a verdict throw. */
export function preliminaryOutcome(input: PreliminaryInput): PreliminaryBidderOutcome[] {
  const expertOrder = new Map(input.experts.map((id, index) => [id, index]));
  if (expertOrder.size !== input.experts.length) throw new EvaluationInputError('评标委员会成员重复');
  const fails = new Map<number, PreliminaryVerdict[]>(input.bidders.map((id) => [id, []]));
  if (fails.size !== input.bidders.length) throw new EvaluationInputError('投标人重复');
  for (const verdict of input.verdicts) {
    if (!expertOrder.has(verdict.specialistId)) {
      throw new EvaluationInputError(`专家 ${verdict.specialistId} 不是评标委员会成员`);
    }
    const bidderFails = fails.get(verdict.bidderId);
    if (!bidderFails) throw new EvaluationInputError(`投标人 ${verdict.bidderId} 不在本项目的投标人中`);
    if (!verdict.pass) bidderFails.push(verdict);
  }
  const order = (id: number) => expertOrder.get(id)!;
  return input.bidders.map((bidderId) => {
    // A stable sort keeps the given order of one expert's items.
    const failed = [...fails.get(bidderId)!].sort((a, b) => order(a.specialistId) - order(b.specialistId));
    const failedBy = [...new Set(failed.map((v) => v.specialistId))];
    return {
      bidderId,
      passed: failedBy.length * 2 <= input.experts.length,
      failedBy,
      reasons: failed.map((v) => ({ specialistId: v.specialistId, itemId: v.itemId, reason: v.reason ?? '' })),
    };
  });
}
