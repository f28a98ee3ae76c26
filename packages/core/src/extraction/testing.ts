import type { ExpertCandidate } from './eligibility.ts';
import type { RandomInt } from './random.ts';
import { type ExtractionRequest, type ExtractionRequestInput, extractionRequestInput } from './schema.ts';

/**
 * Helpers for the tests and the benchmark only (not exported from the package): a seeded source makes statistical
 * tests reproducible, which a crypto source never is.
 */

/** mulberry32: tiny, fast, and uniform enough for chi-square tests; never for a real draw. */
export function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    return Math.floor(unit * maxExclusive);
  };
}

let nextId = 1;
/** An eligible-by-default expert; override what a test is about. */
export function makeExpert(overrides: Partial<ExpertCandidate> = {}): ExpertCandidate {
  const id = nextId++;
  return {
    id,
    name: `专家${id}`,
    gender: 'male',
    birthDate: '1975-06-15',
    title: '高级工程师',
    specialtyIds: ['water-supply'],
    region: '上海市',
    employer: '上海某设计研究院有限公司',
    category: 'technical',
    status: 'normal',
    blacklisted: false,
    external: false,
    ...overrides,
  };
}

/** A valid request (5 technical seats of a 5-member 询价小组 by default), parsed so that defaults apply. */
export function makeRequest(overrides: Partial<ExtractionRequestInput> = {}): ExtractionRequest {
  return extractionRequestInput.parse({
    purchaseWay: 1,
    committeeSize: 5,
    technicalCount: 5,
    economicCount: 0,
    ...overrides,
  });
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
}
