import { describe, expect, it } from 'vitest';
import { EvaluationInputError } from './errors.ts';
import { type PreliminaryVerdict, preliminaryOutcome } from './preliminary.ts';

const QUALIFICATION = 101;
const COMPLIANCE = 102;

/** Every expert passes every item of every bidder, except the given fails. */
function verdicts(experts: number[], bidders: number[], fails: PreliminaryVerdict[]): PreliminaryVerdict[] {
  const all: PreliminaryVerdict[] = [];
  for (const specialistId of experts) {
    for (const bidderId of bidders) {
      for (const itemId of [QUALIFICATION, COMPLIANCE]) {
        const fail = fails.find(
          (f) => f.specialistId === specialistId && f.bidderId === bidderId && f.itemId === itemId,
        );
        all.push(fail ?? { specialistId, bidderId, itemId, pass: true });
      }
    }
  }
  return all;
}

const fail = (specialistId: number, bidderId: number, itemId: number, reason: string): PreliminaryVerdict => ({
  specialistId,
  bidderId,
  itemId,
  pass: false,
  reason,
});

describe('preliminaryOutcome', () => {
  const experts = [11, 12, 13];
  const bidders = [1, 2, 3];

  it('3 experts: 2 fail a bidder → out; 1 fails → in with the reason kept; none → in', () => {
    const result = preliminaryOutcome({
      experts,
      bidders,
      verdicts: verdicts(experts, bidders, [
        fail(12, 1, COMPLIANCE, '投标有效期不足'),
        fail(11, 1, QUALIFICATION, '营业执照已过期'),
        fail(11, 1, COMPLIANCE, '未按要求密封'),
        fail(13, 2, QUALIFICATION, '缺少近三年业绩证明'),
      ]),
    });
    expect(result).toEqual([
      {
        bidderId: 1,
        passed: false,
        failedBy: [11, 12], // expert 11 failed two items and counts once
        reasons: [
          { specialistId: 11, itemId: QUALIFICATION, reason: '营业执照已过期' },
          { specialistId: 11, itemId: COMPLIANCE, reason: '未按要求密封' },
          { specialistId: 12, itemId: COMPLIANCE, reason: '投标有效期不足' },
        ],
      },
      {
        bidderId: 2,
        passed: true,
        failedBy: [13],
        reasons: [{ specialistId: 13, itemId: QUALIFICATION, reason: '缺少近三年业绩证明' }],
      },
      { bidderId: 3, passed: true, failedBy: [], reasons: [] },
    ]);
  });

  it('3 experts: all 3 fail → out', () => {
    const [result] = preliminaryOutcome({
      experts,
      bidders: [1],
      verdicts: verdicts(experts, [1], [fail(11, 1, 101, '甲'), fail(12, 1, 101, '乙'), fail(13, 1, 102, '丙')]),
    });
    expect(result).toMatchObject({ passed: false, failedBy: [11, 12, 13] });
  });

  it('5 experts: 2 fail → in, 3 fail → out (more than half of the committee)', () => {
    const five = [21, 22, 23, 24, 25];
    const result = preliminaryOutcome({
      experts: five,
      bidders: [1, 2],
      verdicts: verdicts(
        five,
        [1, 2],
        [
          fail(21, 1, 101, 'a'),
          fail(25, 1, 101, 'b'),
          fail(22, 2, 101, 'c'),
          fail(23, 2, 102, 'd'),
          fail(24, 2, 101, 'e'),
        ],
      ),
    });
    expect(result.map((r) => [r.bidderId, r.passed, r.failedBy])).toEqual([
      [1, true, [21, 25]],
      [2, false, [22, 23, 24]],
    ]);
  });

  it('an even committee (should one happen): half is not more than half', () => {
    const four = [31, 32, 33, 34];
    const result = preliminaryOutcome({
      experts: four,
      bidders: [1, 2],
      verdicts: [
        fail(31, 1, 101, 'a'),
        fail(32, 1, 101, 'b'),
        fail(31, 2, 101, 'c'),
        fail(32, 2, 101, 'd'),
        fail(33, 2, 102, 'e'),
      ],
    });
    expect(result.map((r) => [r.bidderId, r.passed])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('counts the whole committee even when a member gave no verdicts yet', () => {
    // 2 of 5 failed; the 3 silent members do not make the 2 a majority.
    const [result] = preliminaryOutcome({
      experts: [1, 2, 3, 4, 5],
      bidders: [9],
      verdicts: [fail(1, 9, 101, 'x'), fail(2, 9, 101, 'y')],
    });
    expect(result!.passed).toBe(true);
  });

  it('keeps a missing reason as an empty string', () => {
    const [result] = preliminaryOutcome({
      experts,
      bidders: [1],
      verdicts: [{ specialistId: 11, bidderId: 1, itemId: 101, pass: false }],
    });
    expect(result!.reasons).toEqual([{ specialistId: 11, itemId: 101, reason: '' }]);
  });

  it('refuses a verdict from outside the committee or for an unknown bidder', () => {
    expect(() => preliminaryOutcome({ experts, bidders, verdicts: [fail(99, 1, 101, 'x')] })).toThrow(
      EvaluationInputError,
    );
    expect(() => preliminaryOutcome({ experts, bidders, verdicts: [fail(11, 99, 101, 'x')] })).toThrow('投标人 99');
    expect(() => preliminaryOutcome({ experts: [1, 1, 2], bidders, verdicts: [] })).toThrow('重复');
  });
});
