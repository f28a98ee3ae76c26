import { describe, expect, it } from 'vitest';
import { drawExperts, drawReplacement, sampleWithoutReplacement } from './draw.ts';
import { type ExpertCandidate, isEligible } from './eligibility.ts';
import { cryptoRandomInt, replayRandom } from './random.ts';
import { chiSquareUniform, makeExpert, makeRequest, seededRandom } from './testing.ts';

const now = new Date('2026-03-05T02:00:00Z');
// Chi-square with 9 degrees of freedom: 27.88 is the 0.1% critical value, 45 is below 1 in a million.
const CHI2_DF9_P001 = 27.88;
const CHI2_DF9_LOOSE = 45;

/** A pool where every third expert is ineligible for one reason or another. */
function mixedPool(size: number): ExpertCandidate[] {
  return Array.from({ length: size }, (_, i) =>
    makeExpert({
      category: i % 2 === 0 ? 'technical' : 'economic',
      status: i % 9 === 3 ? 'frozen' : 'normal',
      blacklisted: i % 9 === 6,
      birthDate: i % 9 === 0 ? '1940-01-01' : '1980-01-01',
      region: i % 5 === 0 ? '江苏省' : '上海市',
    }),
  );
}

describe('drawExperts', () => {
  it('never returns an ineligible expert', () => {
    const pool = mixedPool(300);
    const request = makeRequest({ technicalCount: 3, economicCount: 2, backupCount: 4, excludeRegions: ['江苏省'] });
    const alreadyDrawnIds = [pool[2]!.id, pool[4]!.id];
    const random = seededRandom(1);
    for (let round = 0; round < 500; round++) {
      const result = drawExperts(pool, request, { now, alreadyDrawnIds, random });
      if (!result.ok) throw new Error(result.msg);
      const everyone = [...result.drawn, ...result.backups];
      expect(new Set(everyone.map((e) => e.id)).size).toBe(9);
      for (const e of everyone) expect(isEligible(e, request, { now, alreadyDrawnIds })).toBe(true);
    }
  });

  it('honours the technical and economic counts and leaves the rest to the buyer', () => {
    const pool = mixedPool(200);
    const request = makeRequest({
      purchaseWay: 3,
      committeeSize: 7,
      technicalCount: 3,
      economicCount: 2,
      backupCount: 2,
    });
    const result = drawExperts(pool, request, { now, random: seededRandom(2) });
    if (!result.ok) throw new Error(result.msg);
    expect(result.drawn.map((e) => e.category)).toEqual([
      'technical',
      'technical',
      'technical',
      'economic',
      'economic',
    ]);
    expect(result.backups).toHaveLength(2);
    expect(result.eligibleCount).toBe(result.eligibleByCategory.technical + result.eligibleByCategory.economic);
  });

  it('draws each eligible expert equally often (chi-square, seeded)', () => {
    // 3 seats among 10 eligible experts, 20,000 times: each expert should sit 6,000 times.
    const pool = Array.from({ length: 10 }, () => makeExpert());
    const counts = countSeats(pool, makeRequest({ committeeSize: 3, technicalCount: 3 }), seededRandom(3), 20_000);
    expect(chiSquareUniform(counts)).toBeLessThan(CHI2_DF9_P001);
  });

  it('draws each eligible expert equally often with the real crypto source (loose tolerance)', () => {
    const pool = Array.from({ length: 10 }, () => makeExpert());
    const counts = countSeats(pool, makeRequest({ committeeSize: 3, technicalCount: 3 }), cryptoRandomInt, 20_000);
    expect(chiSquareUniform(counts)).toBeLessThan(CHI2_DF9_LOOSE);
  });

  it('says in Chinese how many experts are eligible when there are too few', () => {
    const pool = [...Array.from({ length: 3 }, () => makeExpert()), makeExpert({ status: 'frozen' })];
    const result = drawExperts(pool, makeRequest(), { now });
    expect(result).toMatchObject({ ok: false, msg: '符合条件的专家仅有3人，不足抽取所需的5人', eligibleCount: 3 });
  });

  it('names the category that is short', () => {
    const pool = [...Array.from({ length: 6 }, () => makeExpert()), makeExpert({ category: 'economic' })];
    const result = drawExperts(pool, makeRequest({ technicalCount: 3, economicCount: 2 }), { now });
    expect(result).toMatchObject({
      ok: false,
      msg: '符合条件的经济类专家仅有1人，不足抽取所需的2人',
      eligibleCount: 7,
    });
  });

  it('counts the backups in the shortage', () => {
    const pool = Array.from({ length: 6 }, () => makeExpert());
    const result = drawExperts(pool, makeRequest({ backupCount: 2 }), { now });
    expect(result.ok ? '' : result.msg).toBe('符合条件的专家仅有6人，不足抽取所需的7人（评审专家5人、备选专家2人）');
  });

  it('says so when nobody is eligible', () => {
    const result = drawExperts([makeExpert({ blacklisted: true })], makeRequest(), { now });
    expect(result.ok ? '' : result.msg).toBe('没有符合条件的专家，无法抽取所需的5人');
  });

  it('records the rolls so that the draw can be replayed', () => {
    const pool = mixedPool(500);
    const request = makeRequest({ technicalCount: 3, economicCount: 2, backupCount: 3 });
    const first = drawExperts(pool, request, { now });
    if (!first.ok) throw new Error(first.msg);
    expect(first.seedInfo).toMatchObject({ algorithm: 'partial-fisher-yates/v1', source: 'crypto.getRandomValues' });
    expect(first.seedInfo.rolls).toHaveLength(8);
    const again = drawExperts(pool, request, {
      now,
      random: replayRandom(first.seedInfo.rolls),
      randomSourceName: 'replay',
    });
    if (!again.ok) throw new Error(again.msg);
    expect(again.drawn).toEqual(first.drawn);
    expect(again.backups).toEqual(first.backups);
  });

  it('refuses a faulty injected random source', () => {
    const pool = Array.from({ length: 10 }, () => makeExpert());
    expect(() => drawExperts(pool, makeRequest(), { now, random: (max) => max })).toThrow(RangeError);
  });
});

describe('drawReplacement', () => {
  it('draws one more expert of the asked category, excluding everyone already drawn', () => {
    const pool = mixedPool(60);
    const request = makeRequest({ technicalCount: 3, economicCount: 2 });
    const first = drawExperts(pool, request, { now, random: seededRandom(4) });
    if (!first.ok) throw new Error(first.msg);
    const alreadyDrawnIds = first.drawn.map((e) => e.id);
    for (let seed = 0; seed < 200; seed++) {
      const r = drawReplacement(pool, request, {
        now,
        alreadyDrawnIds,
        category: 'economic',
        random: seededRandom(seed),
      });
      if (!r.ok) throw new Error(r.msg);
      expect(r.expert.category).toBe('economic');
      expect(alreadyDrawnIds).not.toContain(r.expert.id);
      expect(isEligible(r.expert, request, { now, alreadyDrawnIds })).toBe(true);
    }
  });

  it('fails clearly when nobody is left', () => {
    const pool = [makeExpert({ category: 'economic' })];
    const request = makeRequest({ technicalCount: 3, economicCount: 2 });
    const r = drawReplacement(pool, request, { now, alreadyDrawnIds: [pool[0]!.id], category: 'economic' });
    expect(r).toEqual({ ok: false, msg: '没有符合条件的经济类专家，无法抽取所需的1人', eligibleCount: 0 });
  });
});

describe('sampleWithoutReplacement', () => {
  it('picks 1 of 10 uniformly over 20,000 draws (chi-square, seeded)', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const counts = new Array<number>(10).fill(0);
    const random = seededRandom(5);
    for (let i = 0; i < 20_000; i++) counts[sampleWithoutReplacement(items, 1, random)[0]!]!++;
    expect(chiSquareUniform(counts)).toBeLessThan(CHI2_DF9_P001);
  });

  it('picks 1 of 10 uniformly with the real crypto source (loose tolerance)', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) counts[sampleWithoutReplacement(items, 1)[0]!]!++;
    expect(chiSquareUniform(counts)).toBeLessThan(CHI2_DF9_LOOSE);
  });

  it('would catch a biased source (the test has power)', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const counts = new Array<number>(10).fill(0);
    const fair = seededRandom(7);
    // Redraws index 0 half of the time: a mild bias that the threshold must still catch.
    const biased = (max: number) => {
      const x = fair(max);
      return x === 0 && fair(2) === 0 ? fair(max) : x;
    };
    for (let i = 0; i < 20_000; i++) counts[sampleWithoutReplacement(items, 1, biased)[0]!]!++;
    expect(chiSquareUniform(counts)).toBeGreaterThan(CHI2_DF9_LOOSE);
  });

  it('returns distinct items and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5];
    const picked = sampleWithoutReplacement(items, 5, seededRandom(6));
    expect([...picked].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});

function countSeats(
  pool: ExpertCandidate[],
  request: ReturnType<typeof makeRequest>,
  random: (max: number) => number,
  rounds: number,
): number[] {
  const index = new Map(pool.map((e, i) => [e.id, i]));
  const counts = new Array<number>(pool.length).fill(0);
  for (let round = 0; round < rounds; round++) {
    const result = drawExperts(pool, request, { now, random });
    if (!result.ok) throw new Error(result.msg);
    for (const e of result.drawn) counts[index.get(e.id)!]!++;
  }
  return counts;
}
