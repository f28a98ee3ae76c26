import { describe, expect, it } from 'vitest';
import { checkScore, checkVerdict, LOW_SCORE_RATIO } from './sheetRules.ts';

describe('checkScore', () => {
  it('answers null or the Chinese message for each case (max 30, 60% = 18)', () => {
    const table: [string | null | undefined, string | undefined, string | null][] = [
      ['30', undefined, null],
      ['30.00', undefined, null],
      ['18', undefined, null], // exactly 60% needs no comment
      ['25.5', '', null],
      ['0.01', '资料不全', null],
      ['17.99', undefined, '得分低于满分的60%，请填写评审意见'],
      ['0', '   ', '得分低于满分的60%，请填写评审意见'],
      ['0', '未提供方案', null],
      ['30.01', undefined, '得分不能超过该项满分 30 分'],
      ['31', '说明', '得分不能超过该项满分 30 分'],
      ['12.345', '说明', '得分最多保留两位小数'],
      ['-1', '说明', '得分不能为负数'],
      ['abc', undefined, '得分必须是数字'],
      ['1e1', undefined, '得分必须是数字'],
      ['', undefined, '请填写得分'],
      [null, undefined, '请填写得分'],
      [undefined, undefined, '请填写得分'],
      [' 20 ', undefined, null],
    ];
    for (const [score, comment, message] of table) {
      expect(checkScore({ score, maxScore: '30.00', comment }), `${score} / ${comment}`).toBe(message);
    }
  });

  it('shows a fractional max as it is and applies 60% exactly', () => {
    expect(checkScore({ score: '13', maxScore: '12.50' })).toBe('得分不能超过该项满分 12.5 分');
    expect(checkScore({ score: '7.5', maxScore: '12.50' })).toBeNull(); // 12.5 × 0.6 = 7.5
    expect(checkScore({ score: '7.49', maxScore: '12.50' })).toBe('得分低于满分的60%，请填写评审意见');
    expect(LOW_SCORE_RATIO).toBe('0.6');
  });
});

describe('checkVerdict', () => {
  it('requires a reason for a fail only', () => {
    expect(checkVerdict({ pass: true })).toBeNull();
    expect(checkVerdict({ pass: false, reason: '营业执照已过期' })).toBeNull();
    expect(checkVerdict({ pass: false })).toBe('不通过时请填写理由');
    expect(checkVerdict({ pass: false, reason: '  ' })).toBe('不通过时请填写理由');
    expect(checkVerdict({ pass: false, reason: null })).toBe('不通过时请填写理由');
  });
});
