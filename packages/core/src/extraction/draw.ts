import {
  compileEligibility,
  type EligibilityContext,
  type EligibilityPredicate,
  type ExpertCandidate,
} from './eligibility.ts';
import { cryptoRandomInt, type RandomInt, type RandomRoll, recordingRandom } from './random.ts';
import {
  drawnSeats,
  EXPERT_CATEGORIES,
  EXPERT_CATEGORY_LABELS,
  type ExpertCategory,
  type ExtractionRequest,
} from './schema.ts';

/**
 * The draw itself (docs/rules.md): uniform among eligible experts, without replacement, per category, with a
 * crypto-grade source by default. Pure: the pool, the clock and the random source come in, a result goes out;
 * the server stores it as the 抽取记录.
 */

export interface DrawOptions extends EligibilityContext {
  /** Defaults to `cryptoRandomInt`. Tests inject a seeded source; audits inject `replayRandom(seedInfo.rolls)`. */
  random?: RandomInt;
  /** Kept in seedInfo.source; defaults to 'crypto.getRandomValues', or 'injected' when `random` is given. */
  randomSourceName?: string;
}

/**
 * What the 抽取记录 needs to replay the draw: with the same pool in the same order (the server loads it ordered by
 * id), the same request and `replayRandom(rolls)`, `drawExperts` gives the same experts.
 */
export interface SeedInfo {
  algorithm: 'partial-fisher-yates/v1';
  source: string;
  rolls: RandomRoll[];
}

export type CategoryCounts = Record<ExpertCategory, number>;

export interface DrawFailure {
  ok: false;
  /** Chinese, for staff, e.g. 符合条件的专家仅有3人，不足抽取所需的5人. */
  msg: string;
  eligibleCount: number;
  eligibleByCategory: CategoryCounts;
}

export interface DrawSuccess<T extends ExpertCandidate> {
  ok: true;
  /** The committee seats, technical first, then economic, then other; each category in draw order. */
  drawn: T[];
  /** Backups in draw order: use the first of the declined expert's category before drawing a replacement. */
  backups: T[];
  /** Eligible experts in the categories this request draws from. */
  eligibleCount: number;
  /** Eligible experts of every category, drawn from or not. */
  eligibleByCategory: CategoryCounts;
  seedInfo: SeedInfo;
}

export type DrawResult<T extends ExpertCandidate> = DrawSuccess<T> | DrawFailure;

export type ReplacementResult<T extends ExpertCandidate> =
  | { ok: true; expert: T; eligibleCount: number; seedInfo: SeedInfo }
  | { ok: false; msg: string; eligibleCount: number };

/** Draws the committee and the backups. The request must have passed `extractionRequestInput`. */
export function drawExperts<T extends ExpertCandidate>(
  pool: readonly T[],
  request: ExtractionRequest,
  options: DrawOptions,
): DrawResult<T> {
  const buckets = eligibleIndexesByCategory(pool, compileEligibility(request, options));
  const eligibleByCategory = countBuckets(buckets);
  const wanted = wantedByCategory(request);
  const categories = EXPERT_CATEGORIES.filter((c) => wanted[c] > 0);
  const eligibleCount = categories.reduce((sum, c) => sum + buckets[c].length, 0);
  const seats = drawnSeats(request);
  const fail = (msg: string): DrawFailure => ({ ok: false, msg, eligibleCount, eligibleByCategory });

  // The whole shortage first, as staff think of it, then the category that is short, then the backups.
  if (eligibleCount < seats) return fail(shortageMsg('', eligibleCount, seats));
  for (const c of categories) {
    if (buckets[c].length < wanted[c])
      return fail(shortageMsg(EXPERT_CATEGORY_LABELS[c], buckets[c].length, wanted[c]));
  }
  const needed = seats + request.backupCount;
  if (eligibleCount < needed) {
    return fail(`${shortageMsg('', eligibleCount, needed)}（评审专家${seats}人、备选专家${request.backupCount}人）`);
  }

  const { random, rolls } = recordingRandom(options.random ?? cryptoRandomInt);
  const drawn: T[] = [];
  const leftovers: number[] = [];
  for (const c of categories) {
    const bucket = buckets[c];
    partialShuffle(bucket, wanted[c], random);
    for (let i = 0; i < wanted[c]; i++) drawn.push(pool[bucket[i]!]!);
    for (let i = wanted[c]; i < bucket.length; i++) leftovers.push(bucket[i]!);
  }
  // Backups come uniformly from everyone eligible left in the drawn categories.
  partialShuffle(leftovers, request.backupCount, random);
  const backups = leftovers.slice(0, request.backupCount).map((i) => pool[i]!);
  assertDistinct([...drawn, ...backups]);
  return { ok: true, drawn, backups, eligibleCount, eligibleByCategory, seedInfo: seedInfo(options, rolls) };
}

/**
 * One more expert after a decline or a timeout (docs/rules.md), from the same filters. `alreadyDrawnIds` must hold
 * everyone drawn for the project so far (committee, backups, earlier replacements). Give `category` to keep the
 * committee's technical/economic split; without it any category the request draws from will do.
 */
export function drawReplacement<T extends ExpertCandidate>(
  pool: readonly T[],
  request: ExtractionRequest,
  options: DrawOptions & { category?: ExpertCategory },
): ReplacementResult<T> {
  const buckets = eligibleIndexesByCategory(pool, compileEligibility(request, options));
  const wanted = wantedByCategory(request);
  const categories = options.category ? [options.category] : EXPERT_CATEGORIES.filter((c) => wanted[c] > 0);
  const candidates = categories.flatMap((c) => buckets[c]);
  if (candidates.length === 0) {
    const label = options.category ? EXPERT_CATEGORY_LABELS[options.category] : '';
    return { ok: false, msg: shortageMsg(label, 0, 1), eligibleCount: 0 };
  }
  const { random, rolls } = recordingRandom(options.random ?? cryptoRandomInt);
  const expert = pool[candidates[random(candidates.length)]!]!;
  return { ok: true, expert, eligibleCount: candidates.length, seedInfo: seedInfo(options, rolls) };
}

/** k items chosen uniformly without replacement, in random order; the input is not changed. */
export function sampleWithoutReplacement<T>(items: readonly T[], k: number, random: RandomInt = cryptoRandomInt): T[] {
  const copy = items.slice();
  partialShuffle(copy, k, random);
  return copy.slice(0, k);
}

/**
 * Partial Fisher–Yates: after it, items[0..k) is a uniform random k-subset in uniform random order. Costs k random
 * numbers and k swaps, whatever the pool size.
 */
function partialShuffle<T>(items: T[], k: number, random: RandomInt): void {
  if (k > items.length) throw new RangeError(`cannot take ${k} of ${items.length}`);
  for (let i = 0; i < k; i++) {
    const j = i + random(items.length - i);
    const picked = items[j]!;
    items[j] = items[i]!;
    items[i] = picked;
  }
}

/** One pass over the pool, keeping indexes (not copies) of the eligible experts per category. */
function eligibleIndexesByCategory(
  pool: readonly ExpertCandidate[],
  check: EligibilityPredicate,
): Record<ExpertCategory, number[]> {
  const buckets: Record<ExpertCategory, number[]> = { technical: [], economic: [], other: [] };
  for (let i = 0; i < pool.length; i++) {
    const expert = pool[i]!;
    if (check(expert) === true) buckets[expert.category]?.push(i);
  }
  return buckets;
}

function wantedByCategory(r: ExtractionRequest): CategoryCounts {
  return { technical: r.technicalCount, economic: r.economicCount, other: r.otherCount };
}

function countBuckets(buckets: Record<ExpertCategory, number[]>): CategoryCounts {
  return { technical: buckets.technical.length, economic: buckets.economic.length, other: buckets.other.length };
}

function shortageMsg(categoryLabel: string, have: number, need: number): string {
  return have === 0
    ? `没有符合条件的${categoryLabel}专家，无法抽取所需的${need}人`
    : `符合条件的${categoryLabel}专家仅有${have}人，不足抽取所需的${need}人`;
}

function seedInfo(options: DrawOptions, rolls: RandomRoll[]): SeedInfo {
  const source = options.randomSourceName ?? (options.random ? 'injected' : 'crypto.getRandomValues');
  return { algorithm: 'partial-fisher-yates/v1', source, rolls };
}

/** The database guarantees unique ids; a pool built wrongly must not seat one person twice unnoticed. */
function assertDistinct(experts: readonly ExpertCandidate[]): void {
  const ids = new Set(experts.map((e) => String(e.id)));
  if (ids.size !== experts.length) throw new Error('expert pool contains duplicate ids');
}
