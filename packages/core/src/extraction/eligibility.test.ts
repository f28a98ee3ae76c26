import { describe, expect, it } from 'vitest';
import {
  countIneligibleReasons,
  type EligibilityContext,
  type EligibilityFilters,
  isEligible,
  normalizeUnitName,
} from './eligibility.ts';
import { makeExpert } from './testing.ts';

// 2026-03-05 10:00 China time.
const now = new Date('2026-03-05T02:00:00Z');
const ctx: EligibilityContext = { now };
const codeOf = (overrides: Parameters<typeof makeExpert>[0], filters: EligibilityFilters = {}, c = ctx) => {
  const result = isEligible(makeExpert(overrides), filters, c);
  return result === true ? true : result.code;
};

describe('isEligible', () => {
  it('accepts a normal expert with no filters', () => {
    expect(codeOf({})).toBe(true);
  });

  it('refuses frozen and blacklisted experts, with a Chinese reason', () => {
    expect(isEligible(makeExpert({ status: 'frozen' }), {}, ctx)).toEqual({ code: 'frozen', reason: '专家已冻结' });
    expect(codeOf({ blacklisted: true })).toBe('blacklisted');
  });

  it('refuses experts already drawn for the project, whether ids come as numbers or strings', () => {
    expect(codeOf({ id: 42 }, {}, { now, alreadyDrawnIds: [42] })).toBe('alreadyDrawn');
    expect(codeOf({ id: 42 }, {}, { now, alreadyDrawnIds: ['42'] })).toBe('alreadyDrawn');
    expect(codeOf({ id: '42' }, {}, { now, alreadyDrawnIds: [42] })).toBe('alreadyDrawn');
    expect(codeOf({ id: 43 }, {}, { now, alreadyDrawnIds: [42] })).toBe(true);
  });

  it('refuses avoided experts and gives the reason', () => {
    const filters = { avoidExperts: [{ expertId: 7, reason: '与投标人有利害关系' }] };
    expect(isEligible(makeExpert({ id: 7 }), filters, ctx)).toEqual({
      code: 'avoidedExpert',
      reason: '回避专家：与投标人有利害关系',
    });
    expect(codeOf({ id: 8 }, filters)).toBe(true);
  });

  it('counts age on the China calendar: 70 today is allowed, 71 today is not', () => {
    // Born 1955-03-05: turns 71 on 2026-03-05.
    expect(codeOf({ birthDate: '1955-03-05' })).toBe('tooOld');
    expect(codeOf({ birthDate: '1955-03-06' })).toBe(true);
    expect(codeOf({ birthDate: '1955-03-05T00:00:00.000Z' })).toBe('tooOld');
    // 2026-03-04 20:00 UTC is already 03-05 in China.
    expect(codeOf({ birthDate: '1955-03-05' }, {}, { now: new Date('2026-03-04T20:00:00Z') })).toBe('tooOld');
    expect(codeOf({ birthDate: '1955-03-05' }, {}, { now: new Date('2026-03-04T15:00:00Z') })).toBe(true);
  });

  it('uses the age field when there is no birth date, and refuses an unknown age', () => {
    expect(codeOf({ birthDate: null, age: 70 })).toBe(true);
    expect(codeOf({ birthDate: null, age: 71 })).toBe('tooOld');
    expect(codeOf({ birthDate: null, age: null })).toBe('ageUnknown');
    // A date not written 'YYYY-MM-DD' cannot be compared safely: it counts as missing.
    expect(codeOf({ birthDate: '1940-1-1', age: null })).toBe('ageUnknown');
    expect(codeOf({ birthDate: '1940/01/01', age: 60 })).toBe(true);
  });

  it('applies a lower age limit', () => {
    const result = isEligible(makeExpert({ birthDate: '1960-01-01' }), { maxAge: 60 }, ctx);
    expect(result).toEqual({ code: 'tooOld', reason: '年龄超过60岁' });
  });

  it('filters titles by include and exclude lists', () => {
    expect(codeOf({ title: '工程师' }, { includeTitles: ['高级工程师'] })).toBe('titleNotIncluded');
    expect(codeOf({ title: '高级工程师' }, { includeTitles: ['高级工程师'] })).toBe(true);
    expect(codeOf({ title: '工程师' }, { excludeTitles: ['工程师'] })).toBe('titleExcluded');
  });

  it('filters regions by include and exclude lists', () => {
    expect(codeOf({ region: '江苏省' }, { includeRegions: ['上海市'] })).toBe('regionNotIncluded');
    expect(codeOf({ region: '上海市' }, { includeRegions: ['上海市'] })).toBe(true);
    expect(codeOf({ region: '上海市' }, { excludeRegions: ['上海市'] })).toBe('regionExcluded');
  });

  it('includes an expert having any included specialty and excludes one having any excluded specialty', () => {
    const expert = { specialtyIds: ['pipes', 'pumps'] };
    expect(codeOf(expert, { includeSpecialties: ['pumps', 'valves'] })).toBe(true);
    expect(codeOf(expert, { includeSpecialties: ['valves'] })).toBe('specialtyNotIncluded');
    expect(codeOf(expert, { excludeSpecialties: ['pipes'] })).toBe('specialtyExcluded');
    expect(codeOf({ specialtyIds: [] }, { includeSpecialties: ['pipes'] })).toBe('specialtyNotIncluded');
  });

  it('avoids units by employer name, ignoring spaces and bracket width, including branches', () => {
    const filters = { avoidUnits: [{ name: '上海管道工程（集团）有限公司', reason: '投标单位' }] };
    expect(isEligible(makeExpert({ employer: '上海管道工程(集团)有限公司' }), filters, ctx)).toEqual({
      code: 'avoidedUnit',
      reason: '回避单位：上海管道工程（集团）有限公司（投标单位）',
    });
    expect(codeOf({ employer: '上海管道工程 (集团) 有限公司浦东分公司' }, filters)).toBe('avoidedUnit');
    expect(codeOf({ employer: '上海水务设计院' }, filters)).toBe(true);
  });

  it('avoids the requesting department like any unit', () => {
    const filters = { avoidUnits: [{ name: '供水调度中心', reason: '需求部门' }] };
    expect(codeOf({ employer: '供水调度中心' }, filters)).toBe('avoidedUnit');
  });

  it('never avoids everyone because of a blank unit name', () => {
    expect(codeOf({}, { avoidUnits: [{ name: '  ', reason: '误填' }] })).toBe(true);
  });

  it('limits the pool to external or internal experts when asked', () => {
    expect(codeOf({ external: false }, { expertSource: 'external' })).toBe('notExternal');
    expect(codeOf({ external: true }, { expertSource: 'external' })).toBe(true);
    expect(codeOf({ external: true }, { expertSource: 'internal' })).toBe('notInternal');
    expect(codeOf({ external: true }, { expertSource: 'any' })).toBe(true);
  });
});

describe('countIneligibleReasons', () => {
  it('counts each refused expert once, by the first rule that refused it', () => {
    const pool = [
      makeExpert(),
      makeExpert({ status: 'frozen', blacklisted: true }),
      makeExpert({ blacklisted: true }),
      makeExpert({ region: '江苏省' }),
    ];
    expect(countIneligibleReasons(pool, { includeRegions: ['上海市'] }, ctx)).toEqual({
      eligible: 1,
      refused: { frozen: 1, blacklisted: 1, regionNotIncluded: 1 },
    });
  });
});

describe('normalizeUnitName', () => {
  it('removes spaces and makes brackets half-width', () => {
    expect(normalizeUnitName(' 某某（集团） 公司 ')).toBe('某某(集团)公司');
  });
});
