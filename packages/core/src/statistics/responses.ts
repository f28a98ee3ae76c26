import { z } from 'zod';
import { answerField } from '../envelope.ts';
import { SHOWN_STATUSES } from '../project/lifecycle.ts';

const { decimal, count } = answerField;
/** A rate or an average with two places ("12.50"); null when there is nothing to divide by. */
const ratio = decimal.nullable();

/** Project figures of one group: 立项 (created in the range) and 中标 (awarded in the range). */
const amounts = {
  projects: count,
  budget: decimal,
  awarded: count,
  awardAmount: decimal,
};

export const statisticsOverviewOutput = z.object({
  from: z.string(),
  to: z.string(),
  summary: z.object({
    ...amounts,
    /** Awarded projects with a budget (> 0): their budgets, their awards, and 节资率 over them. */
    savingsBudget: decimal,
    savingsAward: decimal,
    savingsRate: ratio,
    /** 流标 in the range (the 流标公告's publication), and 流标率 = failed ÷ (failed + awarded) × 100. */
    failed: count,
    failureRate: ratio,
    /** Bids per project opened in the range. */
    opened: count,
    avgBidders: ratio,
    /** Days from the first published 招标公告 to the award, over the awards of the range. */
    avgDaysToAward: ratio,
  }),
  byMonth: z.array(z.object({ month: z.string(), ...amounts })),
  byWay: z.array(z.object({ purchaseWay: z.number().int(), ...amounts })),
  byStatus: z.array(z.object({ status: z.enum(SHOWN_STATUSES), projects: count, budget: decimal })),
  byDept: z.array(z.object({ deptId: answerField.id, deptName: z.string(), ...amounts })),
  suppliers: z.array(
    z.object({
      supplierId: answerField.id,
      companyName: z.string(),
      enrolments: count,
      wins: count,
      winAmount: decimal,
    }),
  ),
  experts: z.array(
    z.object({
      /** Invitations sent in the range, by the expert's answer. */
      outcome: z.enum(['drawn', 'accepted', 'declined', 'cannotAttend', 'pending']),
      count,
    }),
  ),
  blacklist: z.array(
    z.object({
      targetType: z.enum(['supplier', 'specialist']),
      type: z.enum(['warning', 'ban']),
      status: z.enum(['pending', 'active', 'expired', 'lifted']),
      count,
    }),
  ),
});
export type StatisticsOverview = z.infer<typeof statisticsOverviewOutput>;
