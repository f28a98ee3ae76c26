import { describe, expect, it } from 'vitest';
import {
  createProjectInput,
  formatProjectCode,
  GENERATED_PROJECT_CODE,
  moneyField,
  PROJECT_FIELD_LABELS,
  purchaseSettingsInput,
  sumMoney,
  updateProjectInput,
} from './schema.ts';

const valid = {
  projectName: ' 城北水厂管网改造工程 ',
  needDeptId: 3,
  manageDeptId: '5',
  purchaseWay: '1',
  purchaseName: '某市水务集团有限公司',
  categoryCn: '工程',
  budget: '1000000',
};

const messages = (input: unknown) => {
  const r = createProjectInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('createProjectInput', () => {
  it('accepts the required fields and fills the optional ones', () => {
    const p = createProjectInput.parse(valid);
    expect(p.projectCode).toBeUndefined();
    expect(p).toMatchObject({
      projectName: '城北水厂管网改造工程',
      needDeptId: 3,
      manageDeptId: 5,
      purchaseWay: 1,
      budget: '1000000.00',
      totalInvestment: '',
      qualificationReq: '',
      sections: [],
    });
  });

  it('takes every docs/product.md project field', () => {
    const full = {
      ...valid,
      projectCode: 'SW-2026-0001',
      totalInvestment: 12345678.9,
      specialFree: '企业自筹',
      other: '无',
      tendCon: '已具备',
      bidRange: '管道',
      section: '两个标段',
      address: '城北区',
      openAddress: '线上开标大厅',
      encryptMode: 'bidder',
      cycle: '90日历天',
      qualityReq: '合格',
      qualificationReq: '三级及以上',
      gradingStandardId: '3',
      sections: [
        { name: '一标段', budget: 600000 },
        { name: '二标段', budget: '400000.00' },
      ],
    };
    const p = createProjectInput.parse(full);
    expect(p.totalInvestment).toBe('12345678.9');
    expect(p.gradingStandardId).toBe(3);
    expect(p.sections).toEqual([
      { name: '一标段', budget: '600000.00' },
      { name: '二标段', budget: '400000.00' },
    ]);
    for (const key of Object.keys(PROJECT_FIELD_LABELS)) {
      if (key !== 'needDeptId' && key !== 'manageDeptId') expect(p).toHaveProperty(key);
    }
  });

  it('takes 开标地点 up to 200 characters; omitted keeps it (undefined), null clears it', () => {
    expect(createProjectInput.parse({ ...valid, openAddress: ' 集团本部三楼开标室 ' }).openAddress).toBe(
      '集团本部三楼开标室',
    );
    expect(createProjectInput.parse(valid).openAddress).toBeUndefined();
    expect(createProjectInput.parse({ ...valid, openAddress: null }).openAddress).toBe('');
    expect(messages({ ...valid, openAddress: '室'.repeat(201) })).toEqual(['openAddress:开标地点不能超过200个字符']);
  });

  it('leaves the 评分标准 optional: omitted keeps it, null or empty clears it', () => {
    expect(createProjectInput.parse(valid).gradingStandardId).toBeUndefined();
    expect(createProjectInput.parse({ ...valid, gradingStandardId: null }).gradingStandardId).toBeNull();
    expect(createProjectInput.parse({ ...valid, gradingStandardId: '' }).gradingStandardId).toBeNull();
    expect(messages({ ...valid, gradingStandardId: 'abc' })).toEqual(['gradingStandardId:请选择评分标准']);
  });

  it('gives a Chinese message for each missing required field', () => {
    expect(messages({})).toEqual([
      'projectName:请输入项目名称',
      'needDeptId:请选择需求部门',
      'manageDeptId:请选择管理部门',
      'purchaseWay:请选择采购方式',
      'purchaseName:请输入采购人',
      'categoryCn:请输入项目类别',
      'budget:请输入预算金额',
    ]);
    expect(messages({ ...valid, projectName: '   ' })).toEqual(['projectName:请输入项目名称']);
    expect(messages({ ...valid, needDeptId: 0, manageDeptId: 'abc' })).toEqual([
      'needDeptId:请选择需求部门',
      'manageDeptId:请选择管理部门',
    ]);
  });

  it('bounds text lengths', () => {
    expect(messages({ ...valid, projectName: '项'.repeat(201) })).toEqual(['projectName:项目名称不能超过200个字符']);
    expect(messages({ ...valid, qualificationReq: 'x'.repeat(5001) })).toEqual([
      'qualificationReq:投标人资格要求不能超过5000个字符',
    ]);
    expect(messages({ ...valid, projectCode: 'SW 2026' })).toEqual(['projectCode:项目编号不能包含空格']);
  });

  it('accepts purchase ways 1 to 4 only', () => {
    expect(createProjectInput.parse({ ...valid, purchaseWay: 4 }).purchaseWay).toBe(4);
    expect(messages({ ...valid, purchaseWay: '' })).toEqual(['purchaseWay:请选择采购方式']);
    expect(messages({ ...valid, purchaseWay: 5 })).toEqual([
      'purchaseWay:采购方式须为询价采购、竞争性谈判采购、公开招标、邀请招标之一',
    ]);
  });

  it('treats an empty project code as not given (the server generates it)', () => {
    expect(createProjectInput.parse({ ...valid, projectCode: '  ' }).projectCode).toBeUndefined();
  });

  it('checks sections: unique names, within the budget', () => {
    const twoSame = [
      { name: '一标段', budget: 1 },
      { name: '一标段', budget: 1 },
    ];
    expect(messages({ ...valid, sections: twoSame })).toEqual(['sections.1.name:标段名称不能重复']);
    const tooMuch = [
      { name: '一标段', budget: '600000' },
      { name: '二标段', budget: '400000.01' },
    ];
    expect(messages({ ...valid, sections: tooMuch })).toEqual(['sections:各标段预算之和不能超过项目预算金额']);
    expect(messages({ ...valid, sections: [{ name: '', budget: 'x' }] })).toEqual([
      'sections.0.name:请输入标段名称',
      'sections.0.budget:标段预算须为不小于0的金额（元），最多两位小数',
    ]);
  });
});

describe('budget (moneyField)', () => {
  const budget = moneyField('预算金额');
  it.each([
    [0, '0.00'],
    ['0', '0.00'],
    [1234.5, '1234.50'],
    ['1234.56', '1234.56'],
    ['1,234.5', '1234.50'],
    ['007.10', '7.10'],
    ['9999999999999999.99', '9999999999999999.99'],
  ])('%j → %s', (input, expected) => {
    expect(budget.parse(input)).toBe(expected);
  });

  it.each([-1, '-0.01', '1.234', 0.1 + 0.2, 'abc', '1e5', '12345678901234567'])('refuses %j', (input) => {
    expect(budget.safeParse(input).error?.issues[0]?.message).toBe('预算金额须为不小于0的金额（元），最多两位小数');
  });

  it('asks for a value when empty or missing', () => {
    expect(budget.safeParse('').error?.issues[0]?.message).toBe('请输入预算金额');
    expect(budget.safeParse(undefined).error?.issues[0]?.message).toBe('请输入预算金额');
    expect(budget.safeParse(null).error?.issues[0]?.message).toBe('请输入预算金额');
    expect(budget.safeParse(Number.NaN).error?.issues[0]?.message).toBe('请输入预算金额');
  });

  it('sums exactly in cents', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe(30n);
    expect(sumMoney([])).toBe(0n);
  });
});

describe('updateProjectInput', () => {
  it('needs the id and applies the same rules', () => {
    expect(updateProjectInput.parse({ ...valid, id: '9' }).id).toBe(9);
    expect(updateProjectInput.safeParse(valid).error?.issues.map((i) => i.message)).toEqual(['请选择项目']);
    const r = updateProjectInput.safeParse({ ...valid, id: 9, sections: [{ name: 'a', budget: '2000000' }] });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['各标段预算之和不能超过项目预算金额']);
  });
});

describe('project codes and settings', () => {
  it('generates SW-YYYY-NNNN', () => {
    expect(formatProjectCode(2026, 7)).toBe('SW-2026-0007');
    expect(formatProjectCode(2026, 12345)).toBe('SW-2026-12345');
    expect(GENERATED_PROJECT_CODE.test('SW-2026-0007')).toBe(true);
    expect(GENERATED_PROJECT_CODE.test('SW-26-7')).toBe(false);
  });

  it('validates a purchase way settings row', () => {
    const row = { minDays: 3, dayKind: 'working', minBids: 3, minCommittee: 3, publicityDays: 3 };
    expect(purchaseSettingsInput.parse(row)).toEqual(row);
    expect(purchaseSettingsInput.safeParse({ ...row, minCommittee: 4 }).error?.issues[0]?.message).toBe(
      '评标委员会人数须为单数',
    );
    expect(purchaseSettingsInput.safeParse({ ...row, dayKind: 'lunar' }).error?.issues[0]?.message).toBe(
      '请选择工作日或自然日',
    );
  });
});
