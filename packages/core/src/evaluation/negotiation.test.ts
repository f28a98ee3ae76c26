import { describe, expect, it } from 'vitest';
import {
  mayWaiveNegotiation,
  NEGOTIATION_REQUIRED,
  type NegotiationState,
  negotiationRefusal,
  negotiationSummary,
  rankBasisText,
  reportNegotiationOf,
  stageOf,
  stagesOf,
} from './negotiation.ts';

const round = (n: number, closed: boolean) => ({ round: n, deadline: '2026-03-12T04:00:00.000Z', closed });
const waiver = { reason: '报价均在预算内', recordedAt: '2026-03-12T04:00:00.000Z', recordedBy: '王工' };
const none: NegotiationState = { rounds: [], waiver: null };

describe('竞争性谈判 as a step', () => {
  it('refuses the result without a closed round or a reason, and while a round is open; other methods never', () => {
    expect(negotiationRefusal(2, none)).toBe(NEGOTIATION_REQUIRED);
    expect(negotiationRefusal(2, { rounds: [round(1, false)], waiver: null })).toBe(
      '竞争性谈判第1轮尚未截止，不能提交评标结果',
    );
    expect(negotiationRefusal(2, { rounds: [round(1, true), round(2, false)], waiver: null })).toBe(
      '竞争性谈判第2轮尚未截止，不能提交评标结果',
    );
    expect(negotiationRefusal(2, { rounds: [round(1, true)], waiver: null })).toBeNull();
    expect(negotiationRefusal(2, { rounds: [], waiver })).toBeNull();
    for (const way of [1, 3, 4]) expect(negotiationRefusal(way, none)).toBeNull();
  });

  it('lets the chair record a reason only before any round', () => {
    expect(mayWaiveNegotiation(none)).toBe(true);
    expect(mayWaiveNegotiation({ rounds: [round(1, true)], waiver: null })).toBe(false);
    expect(mayWaiveNegotiation({ rounds: [], waiver })).toBe(false);
  });

  it('names the round the ranking used, or the reason, in words', () => {
    const byRound = reportNegotiationOf(2, { rounds: [round(1, true), round(2, true)], waiver: null });
    expect(byRound).toEqual({ round: 2, reason: null });
    expect(rankBasisText({ rankBy: 'offer', negotiation: byRound })).toMatch(/^按第2轮最后报价排序/);
    const byReason = reportNegotiationOf(2, { rounds: [], waiver });
    expect(rankBasisText({ rankBy: 'offer', negotiation: byReason })).toBe(
      '未进行竞争性谈判（理由：报价均在预算内），按开标报价排序',
    );
    expect(reportNegotiationOf(1, none)).toBeNull();
    expect(rankBasisText({ rankBy: 'offer', negotiation: null })).toBe('按报价排序');
    expect(rankBasisText({ rankBy: 'score' })).toBe('按综合得分排序');
  });

  it('places the committee in the phase bar', () => {
    expect(stagesOf(2)).toEqual(['preliminary', 'negotiation', 'detailed', 'finished']);
    expect(stagesOf(3)).toEqual(['preliminary', 'detailed', 'finished']);
    expect(stageOf('waiting', 2, none)).toBeNull();
    expect(stageOf('preliminary', 2, none)).toBe('preliminary');
    expect(stageOf('detailed', 2, none)).toBe('negotiation');
    expect(stageOf('detailed', 2, { rounds: [round(1, false)], waiver: null })).toBe('negotiation');
    expect(stageOf('detailed', 2, { rounds: [round(1, true)], waiver: null })).toBe('detailed');
    expect(stageOf('detailed', 3, null)).toBe('detailed');
    expect(stageOf('finished', 2, none)).toBe('finished');
    expect(negotiationSummary(none)).toBe('待发起谈判');
    expect(negotiationSummary({ rounds: [round(1, true), round(2, false)], waiver: null })).toBe('第2轮报价中');
    expect(negotiationSummary({ rounds: [round(1, true)], waiver: null })).toBe('已完成1轮');
    expect(negotiationSummary({ rounds: [], waiver })).toBe('不进行谈判（已记录理由）');
  });
});
