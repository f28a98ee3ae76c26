import { createGradingStandardInput } from '@swp/core/grading/schema';
import { describe, expect, it } from 'vitest';
import { fromGradingDetail, liveTotal, NEW_STANDARD, toGradingInput } from './formValues.ts';
import { gradingDetail } from './testing.ts';

describe('评分标准 form values', () => {
  it('flattens the group tables in group order, without a max for 初步评审 rows', () => {
    const input = toGradingInput({
      name: '货物采购类',
      groups: {
        price: [{ name: '投标报价', maxScore: 40, description: '低价优先' }],
        qualification: [{ name: '营业执照', maxScore: 5, description: '' }],
        business: [{ name: '业绩', maxScore: '20', description: '每项5分' }],
        technical: [{ name: '技术参数', maxScore: '40', description: '全部满足得40分' }],
      },
    });
    expect(input.items.map((i) => [i.group, i.maxScore])).toEqual([
      ['qualification', null],
      ['business', '20'],
      ['technical', '40'],
      ['price', 40],
    ]);
    expect(createGradingStandardInput.safeParse(input).success).toBe(true);
  });

  it('reads a saved standard back into the same tables', () => {
    const values = fromGradingDetail(
      gradingDetail({
        name: '服务类',
        priceFormula: 'fixed',
        priceFormulaLabel: '固定价格分',
        scoredCount: 1,
        items: [
          { id: 1, group: 'compliance', name: '签章', maxScore: null, description: '' },
          { id: 2, group: 'price', name: '报价', maxScore: '100.00', description: '固定' },
        ],
      }),
    );
    expect(values.groups?.compliance).toEqual([{ name: '签章', maxScore: null, description: '' }]);
    expect(values.groups?.technical).toEqual([]);
    expect(liveTotal(values)).toEqual({ text: '100', ok: true });
  });

  it('totals exactly and says when the total is not 100', () => {
    expect(liveTotal(NEW_STANDARD)).toEqual({ text: '0', ok: false });
    const values = {
      groups: {
        business: [{ maxScore: '33.33' }, { maxScore: 33.33 }],
        price: [{ maxScore: '33.34' }],
        compliance: [{ maxScore: '50' }],
      },
    };
    expect(liveTotal(values)).toEqual({ text: '100', ok: true });
    expect(liveTotal({ groups: { business: [{ maxScore: '45.5' }], price: [{ maxScore: '50' }] } })).toEqual({
      text: '95.5',
      ok: false,
    });
  });
});
