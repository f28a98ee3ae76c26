import { describe, expect, it } from 'vitest';
import {
  findPlaceholder,
  isPlaceholderSource,
  PLACEHOLDER_CATALOGUE,
  PLACEHOLDER_SOURCE_LABELS,
  PLACEHOLDER_SOURCES,
} from './catalogue.ts';

const labels = (source: keyof typeof PLACEHOLDER_CATALOGUE) =>
  Object.fromEntries(PLACEHOLDER_CATALOGUE[source].map((d) => [d.name, d.label]));

describe('placeholder catalogue (docs/product.md)', () => {
  it('lists the project fields with their Chinese labels, in seed order plus budget', () => {
    expect(labels('project')).toEqual({
      projectName: '项目名称',
      projectCode: '项目编号',
      needDeptName: '需求部门',
      manageDeptName: '管理部门',
      purchaseWay: '采购方式',
      purchaseName: '采购人',
      categoryCn: '项目类别',
      totalInvestment: '总投资',
      specialFree: '资金来源',
      other: '其他',
      tendCon: '招标条件',
      bidRange: '招标范围',
      section: '标段划分',
      address: '建设地点',
      openAddress: '开标地点',
      cycle: '计划工期',
      qualityReq: '质量要求',
      qualificationReq: '投标人资格要求',
      budget: '预算金额',
    });
    expect(PLACEHOLDER_CATALOGUE.project.map((d) => d.name).slice(0, 3)).toEqual([
      'projectName',
      'projectCode',
      'needDeptName',
    ]);
  });

  it('lists the announcement, result, win and failed fields', () => {
    expect(labels('announcement')).toEqual({
      enrollTime: '报名开始时间',
      enrollEndTime: '报名截止时间',
      openTime: '开标时间',
      closeFileupTime: '投标文件上传截止时间',
      contacts: '联系人',
      mobile: '联系电话',
    });
    expect(labels('result')).toEqual({
      gsTime: '公示时间',
      gsEndTime: '公示截止时间',
      bidInfo: '评标情况',
      dissent: '异议、投诉及监督渠道',
    });
    expect(labels('win')).toEqual({
      winner: '中标人',
      amount: '中标金额',
      cycle: '中标工期',
      pmUser: '质保期',
      remark: '备注',
      offer: '最终报价',
      amountCapitals: '中标金额（大写）',
      offerCapitals: '最终报价（大写）',
    });
    expect(labels('failed')).toEqual({ lossDes: '流标原因' });
  });

  it('marks the formatted fields', () => {
    const formats = PLACEHOLDER_SOURCES.flatMap((s) =>
      PLACEHOLDER_CATALOGUE[s].filter((d) => d.format !== 'text').map((d) => `${s}.${d.name}:${d.format}`),
    );
    expect(formats.sort()).toEqual(
      [
        'project.purchaseWay:purchaseWay',
        'project.totalInvestment:amount',
        'project.budget:amount',
        'announcement.enrollTime:date',
        'announcement.enrollEndTime:date',
        'announcement.openTime:date',
        'announcement.closeFileupTime:date',
        'result.gsTime:date',
        'result.gsEndTime:date',
        'win.amount:amount',
        'win.offer:amount',
        'win.amountCapitals:capitals',
        'win.offerCapitals:capitals',
      ].sort(),
    );
  });

  it('writes the 大写 entries out of the amount fields themselves (no second value to disagree)', () => {
    expect(findPlaceholder('win', 'amountCapitals')?.field).toBe('amount');
    expect(findPlaceholder('win', 'offerCapitals')?.field).toBe('offer');
    expect(findPlaceholder('win', 'amount')?.field).toBe('amount');
  });

  it('gives the editor a token per button, qualified only where a name is ambiguous', () => {
    expect(findPlaceholder('project', 'projectName')?.token).toBe('{{projectName}}');
    expect(findPlaceholder('project', 'cycle')?.token).toBe('{{project.cycle}}');
    expect(findPlaceholder('win', 'cycle')?.token).toBe('{{win.cycle}}');
    expect(findPlaceholder('failed', 'lossDes')?.token).toBe('{{lossDes}}');
  });

  it('names each source', () => {
    expect(Object.keys(PLACEHOLDER_SOURCE_LABELS)).toEqual([...PLACEHOLDER_SOURCES]);
    expect(isPlaceholderSource('win')).toBe(true);
    expect(isPlaceholderSource('constructor')).toBe(false);
  });
});
