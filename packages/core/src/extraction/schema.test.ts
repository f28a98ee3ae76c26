import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMITTEE_RULES, drawnSeats, extractionRequestInput, extractionRequestSchema } from './schema.ts';

const base = { purchaseWay: 3, committeeSize: 5, technicalCount: 3, economicCount: 2 };
const messages = (input: unknown, schema = extractionRequestInput) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('extractionRequestInput', () => {
  it('accepts a valid tender request and fills the defaults', () => {
    const r = extractionRequestInput.parse(base);
    expect(r).toMatchObject({ maxAge: 70, backupCount: 0, otherCount: 0, expertSource: 'any', avoidUnits: [] });
    expect(r.includeSpecialties).toEqual([]);
    expect(drawnSeats(r)).toBe(5);
  });

  it('requires an odd committee', () => {
    expect(messages({ ...base, committeeSize: 6, technicalCount: 4 })).toContain('评标委员会人数须为单数');
  });

  it('requires at least 5 members for 公开招标 and 邀请招标', () => {
    for (const purchaseWay of [3, 4]) {
      const msgs = messages({ ...base, purchaseWay, committeeSize: 3, technicalCount: 2, economicCount: 1 });
      expect(msgs.join()).toContain('评标委员会人数不得少于5人');
    }
    expect(messages({ ...base, purchaseWay: 3 })).toEqual([]);
  });

  it('requires at least 3 members for 询价 and 竞争性谈判', () => {
    expect(messages({ purchaseWay: 1, committeeSize: 3, technicalCount: 2, economicCount: 1 })).toEqual([]);
    expect(messages({ purchaseWay: 2, committeeSize: 1, technicalCount: 1, economicCount: 0 })).toContain(
      '竞争性谈判采购项目的谈判小组人数不得少于3人',
    );
    expect(messages({ committeeSize: 1, technicalCount: 1, economicCount: 0 })).toContain('评审专家人数不得少于3人');
  });

  it('requires technical and economic experts to be at least two thirds of the committee', () => {
    // 5 members: at least ceil(10/3) = 4 technical or economic; one seat left for the buyer's representative.
    expect(messages({ ...base, technicalCount: 3, economicCount: 1 })).toEqual([]);
    expect(messages({ ...base, technicalCount: 2, economicCount: 1, otherCount: 2 })).toContain(
      '技术、经济类专家合计不得少于评标委员会成员总数的三分之二（至少4人）',
    );
    // 9 members: exactly 6 is enough.
    expect(messages({ ...base, committeeSize: 9, technicalCount: 4, economicCount: 2 })).toEqual([]);
    expect(messages({ ...base, committeeSize: 9, technicalCount: 4, economicCount: 1 }).length).toBe(1);
  });

  it('refuses more drawn seats than members', () => {
    expect(messages({ ...base, technicalCount: 4, economicCount: 2 })).toContain(
      '各类专家人数合计不能超过评标委员会人数（5人）',
    );
  });

  it('keeps the age limit at or below 70 by default, and allows a lower one', () => {
    expect(messages({ ...base, maxAge: 75 })).toContain('年龄上限不能超过70岁');
    expect(messages({ ...base, maxAge: 65 })).toEqual([]);
    const lenient = extractionRequestSchema({ ...DEFAULT_COMMITTEE_RULES, maxAgeCeiling: 75 });
    expect(messages({ ...base, maxAge: 75 }, lenient)).toEqual([]);
  });

  it('applies a utility setting for the minimum size', () => {
    const strict = extractionRequestSchema({ ...DEFAULT_COMMITTEE_RULES, minSize: { 1: 5, 2: 5, 3: 7, 4: 7 } });
    expect(messages(base, strict)).toContain('公开招标项目的评标委员会人数不得少于7人');
  });

  it('refuses a value in both the include and the exclude list', () => {
    expect(messages({ ...base, includeRegions: ['上海市', '江苏省'], excludeRegions: ['江苏省'] })).toContain(
      '所在地区不能同时在抽取范围和排除范围中：江苏省',
    );
  });

  it('validates avoidance entries with Chinese messages', () => {
    expect(messages({ ...base, avoidUnits: [{ name: '某公司', reason: '' }] })).toContain('请输入回避原因');
    expect(messages({ ...base, avoidExperts: [{ expertId: 0, reason: '亲属' }] }).join()).toContain('专家编号不正确');
    expect(messages({ ...base, avoidExperts: [{ expertId: '12', reason: '亲属' }] })).toEqual([]);
    expect(messages({ ...base, avoidExperts: [{ expertId: '张三', reason: '亲属' }] }).join()).toContain(
      '专家编号不正确',
    );
  });

  it('reads an avoided expert by the number every answer gives, from a form’s numeric text too', () => {
    const parsed = extractionRequestInput.parse({ ...base, avoidExperts: [{ expertId: ' 12 ', reason: '亲属' }] });
    expect(parsed.avoidExperts).toEqual([{ expertId: 12, reason: '亲属' }]);
  });

  it('refuses wrong types and unknown purchase ways with Chinese messages', () => {
    expect(messages({ ...base, committeeSize: '5' })).toContain('请输入评审专家人数');
    expect(messages({ ...base, purchaseWay: 9 })).toContain('采购方式不正确');
    expect(messages({ ...base, backupCount: 21 })).toContain('备选专家人数不能超过20人');
  });
});
