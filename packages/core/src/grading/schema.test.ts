import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type CreateGradingStandardInput,
  createGradingStandardInput,
  gradingListInput,
  scoredTotal,
  updateGradingStandardInput,
} from './schema.ts';

/** A valid 工程施工类 standard: 商务 20 + 技术 50 + 价格 30, two 初步评审 items. */
function standard(): CreateGradingStandardInput {
  return {
    name: '工程施工类综合评分法',
    priceFormula: 'lowest',
    items: [
      { group: 'qualification', name: '营业执照及资质', description: '具有有效的营业执照和相应资质' },
      { group: 'compliance', name: '投标函签章', description: '' },
      { group: 'business', name: '类似业绩', maxScore: 20, description: '每项得5分，最多20分' },
      { group: 'technical', name: '施工方案', maxScore: '49.5', description: '方案完整合理得满分' },
      { group: 'technical', name: '工期保证', maxScore: 0.5, description: '有保证措施得满分' },
      { group: 'price', name: '投标报价', maxScore: '30', description: '低价优先法计算' },
    ],
  };
}

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe('评分标准 input', () => {
  it('accepts a standard whose scored items total exactly 100, with two-decimal max points', () => {
    const parsed = createGradingStandardInput.parse(standard());
    expect(parsed.items.map((i) => i.maxScore)).toEqual([null, null, '20.00', '49.50', '0.50', '30.00']);
    expect(parsed.remark).toBe('');
    expect(scoredTotal(parsed.items).toString()).toBe('100');
  });

  it('refuses a total other than 100, saying the current total', () => {
    const input = standard();
    input.items[3] = { ...input.items[3]!, maxScore: '45' };
    expect(messages(createGradingStandardInput.safeParse(input))).toEqual(['评分项分值合计须为100分，当前为95.5分']);
  });

  it('adds exactly: 33.33 + 33.33 + 33.34 is 100 (floats would not be)', () => {
    const input = standard();
    input.items = [
      input.items[0]!,
      { group: 'business', name: '商务', maxScore: '33.33', description: '说明' },
      { group: 'technical', name: '技术', maxScore: '33.33', description: '说明' },
      { group: 'price', name: '价格', maxScore: '33.34', description: '说明' },
    ];
    expect(createGradingStandardInput.safeParse(input).success).toBe(true);
  });

  it('refuses two price items, and none', () => {
    const two = standard();
    two.items[2] = { ...two.items[2]!, group: 'price', name: '报价2' };
    expect(messages(createGradingStandardInput.safeParse(two))).toContain('价格评审项只能有一项，当前为2项');
    const none = standard();
    none.items[5] = { ...none.items[5]!, group: 'business' };
    expect(messages(createGradingStandardInput.safeParse(none))).toEqual(['请添加价格评审项']);
  });

  it('refuses max points with more than two decimals, zero, negative or above 100', () => {
    for (const maxScore of ['29.995', '0', '-5', '120', 'abc', 1e-7]) {
      const input = standard();
      input.items[5] = { ...input.items[5]!, maxScore };
      expect(messages(createGradingStandardInput.safeParse(input))).toContain(
        '分值须为大于0且不超过100的数，最多两位小数',
      );
    }
  });

  it('refuses a scored item without a description or a max, and names it', () => {
    const input = standard();
    input.items[2] = { ...input.items[2]!, description: '  ' };
    input.items[4] = { ...input.items[4]!, maxScore: '' };
    expect(messages(createGradingStandardInput.safeParse(input))).toEqual([
      '请填写商务评审项「类似业绩」的评分说明',
      '请输入技术评审项「工期保证」的分值',
      '评分项分值合计须为100分，当前为99.5分',
    ]);
  });

  it('needs a 初步评审 item, and drops the max of pass/fail items', () => {
    const input = standard();
    input.items = input.items.filter((i) => i.group !== 'qualification' && i.group !== 'compliance');
    expect(messages(createGradingStandardInput.safeParse(input))).toEqual([
      '请至少添加一项初步评审（资格性或符合性审查）项',
    ]);
    const withMax = standard();
    withMax.items[0] = { ...withMax.items[0]!, maxScore: 5 };
    expect(createGradingStandardInput.parse(withMax).items[0]!.maxScore).toBeNull();
  });

  it('refuses a name repeated within a group, but not across groups', () => {
    const input = standard();
    input.items.push({ group: 'technical', name: '施工方案', maxScore: '1', description: 'x' });
    expect(messages(createGradingStandardInput.safeParse(input))).toContain('技术中评审项名称重复');
    const across = standard();
    across.items[1] = { ...across.items[1]!, name: '营业执照及资质' };
    expect(createGradingStandardInput.safeParse(across).success).toBe(true);
  });

  it('needs a name of at most 100 characters and a known formula', () => {
    expect(messages(createGradingStandardInput.safeParse({ ...standard(), name: ' ' }))).toEqual([
      '请输入评分标准名称',
    ]);
    expect(messages(createGradingStandardInput.safeParse({ ...standard(), name: '标'.repeat(101) }))).toEqual([
      '评分标准名称不能超过100个字符',
    ]);
    expect(messages(createGradingStandardInput.safeParse({ ...standard(), priceFormula: 'highest' }))).toEqual([
      '请选择价格分计算方法',
    ]);
  });

  it('edits need the id', () => {
    expect(messages(updateGradingStandardInput.safeParse(standard()))).toEqual(['请选择评分标准']);
    expect(updateGradingStandardInput.parse({ ...standard(), id: '7' }).id).toBe(7);
  });

  it('reads the list filter, a cleared one as none', () => {
    expect(gradingListInput.parse({ used: '', keyword: ' ' })).toEqual({ page: 1, pageSize: 10 });
    expect(gradingListInput.parse({ used: 'used' }).used).toBe('used');
    expect(gradingListInput.safeParse({ used: 'maybe' }).success).toBe(false);
  });
});
