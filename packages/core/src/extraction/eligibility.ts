import { SHANGHAI_OFFSET_MS } from '../project/time.ts';
import type { ExpertCategory, ExpertId, ExtractionRequest } from './schema.ts';

/**
 * Who may be drawn (docs/rules.md). The rules are compiled once per draw into a predicate, because the draw runs them
 * over the whole pool (100,000 experts within the 50 ms budget): every list becomes a Set, the age limit a date.
 */

export interface ExpertCandidate {
  id: ExpertId;
  name: string;
  gender?: 'male' | 'female' | null;
  /** 'YYYY-MM-DD' (a timestamp after it is ignored). Preferred over `age`, which goes stale; other formats are ignored. */
  birthDate?: string | null;
  age?: number | null;
  title: string;
  specialtyIds: readonly string[];
  region: string;
  employer: string;
  category: ExpertCategory;
  status: 'normal' | 'frozen';
  blacklisted: boolean;
  external: boolean;
}

export type EligibilityFilters = Partial<
  Pick<
    ExtractionRequest,
    | 'includeSpecialties'
    | 'excludeSpecialties'
    | 'includeRegions'
    | 'excludeRegions'
    | 'includeTitles'
    | 'excludeTitles'
    | 'maxAge'
    | 'expertSource'
    | 'avoidUnits'
    | 'avoidExperts'
  >
>;

export interface EligibilityContext {
  /** Experts already drawn for this project or task (any answer): never drawn twice. */
  alreadyDrawnIds?: Iterable<ExpertId>;
  now: Date | number;
}

export type IneligibleCode =
  | 'frozen'
  | 'blacklisted'
  | 'alreadyDrawn'
  | 'avoidedExpert'
  | 'notExternal'
  | 'notInternal'
  | 'ageUnknown'
  | 'tooOld'
  | 'titleNotIncluded'
  | 'titleExcluded'
  | 'regionNotIncluded'
  | 'regionExcluded'
  | 'specialtyNotIncluded'
  | 'specialtyExcluded'
  | 'avoidedUnit';

export interface Ineligible {
  code: IneligibleCode;
  /** Chinese, for the 抽取记录 and for telling staff why the pool is small. */
  reason: string;
}

export type Eligibility = true | Ineligible;
export type EligibilityPredicate = (expert: ExpertCandidate) => Eligibility;

export const DEFAULT_MAX_AGE = 70;

const fixed = (code: IneligibleCode, reason: string): Ineligible => Object.freeze({ code, reason });
// Shared objects: the predicate allocates nothing for the common refusals.
const FROZEN = fixed('frozen', '专家已冻结');
const BLACKLISTED = fixed('blacklisted', '专家已列入黑名单');
const ALREADY_DRAWN = fixed('alreadyDrawn', '专家已被本项目抽取');
const NOT_EXTERNAL = fixed('notExternal', '不是外部招募专家');
const NOT_INTERNAL = fixed('notInternal', '不是内部专家');
const AGE_UNKNOWN = fixed('ageUnknown', '缺少出生日期或年龄，无法核对年龄');
const TITLE_NOT_INCLUDED = fixed('titleNotIncluded', '职称不在抽取范围内');
const TITLE_EXCLUDED = fixed('titleExcluded', '职称在排除范围内');
const REGION_NOT_INCLUDED = fixed('regionNotIncluded', '所在地区不在抽取范围内');
const REGION_EXCLUDED = fixed('regionExcluded', '所在地区在排除范围内');
const SPECIALTY_NOT_INCLUDED = fixed('specialtyNotIncluded', '专业类别不在抽取范围内');
const SPECIALTY_EXCLUDED = fixed('specialtyExcluded', '专业类别在排除范围内');

/**
 * Unit names are typed by hand: spaces and full-width brackets (（）) differ between two spellings of one company,
 * so both sides are compared without spaces and with half-width brackets.
 */
export function normalizeUnitName(name: string): string {
  return name.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
}
const NEEDS_NORMALIZING = /[\s（）]/;

/** Database ids are numbers, form ids strings: a Set holding both spellings matches either without converting. */
function idSet(ids: Iterable<ExpertId>): Set<ExpertId> {
  const set = new Set<ExpertId>();
  for (const id of ids) {
    set.add(id);
    const text = String(id).trim();
    set.add(text);
    if (/^\d+$/.test(text)) set.add(Number(text));
  }
  return set;
}

/** Born on or before the returned date ('YYYY-MM-DD'), one has turned maxAge + 1 by `now` and is too old. */
function tooOldBound(now: Date | number, maxAge: number): string {
  // Ages are counted on the Beijing calendar, where the utility works.
  const today = new Date((typeof now === 'number' ? now : now.getTime()) + SHANGHAI_OFFSET_MS).toISOString();
  const year = String(Number(today.slice(0, 4)) - maxAge - 1).padStart(4, '0');
  // A 29 February that the earlier year lacks still compares correctly as a string: 02-28 < 02-29 < 03-01.
  // The trailing '~' sorts after every character of a timestamp ('T', digits, ':', 'Z'), so `birthDate < bound`
  // judges a full ISO timestamp by its date part too; an ASCII bound keeps the comparison on V8's fast path.
  return `${year}${today.slice(4, 10)}~`;
}

/** Compiles the filters once; the returned predicate is what the draw runs over every expert. */
export function compileEligibility(filters: EligibilityFilters, ctx: EligibilityContext): EligibilityPredicate {
  const maxAge = filters.maxAge ?? DEFAULT_MAX_AGE;
  const tooOldBirthBound = tooOldBound(ctx.now, maxAge);
  const tooOld = fixed('tooOld', `年龄超过${maxAge}岁`);
  const drawn = idSet(ctx.alreadyDrawnIds ?? []);
  const avoidedExperts = new Map<ExpertId, Ineligible>();
  for (const a of filters.avoidExperts ?? []) {
    const refusal = fixed('avoidedExpert', `回避专家：${a.reason}`);
    for (const id of idSet([a.expertId])) avoidedExperts.set(id, refusal);
  }
  const avoidedUnits = (filters.avoidUnits ?? [])
    .map((u) => ({
      name: normalizeUnitName(u.name),
      refusal: fixed('avoidedUnit', `回避单位：${u.name}（${u.reason}）`),
    }))
    // An empty name would be a prefix of every employer and empty the pool.
    .filter((u) => u.name.length > 0);
  const employerVerdicts = new Map<string, Ineligible | null>();
  const source = filters.expertSource ?? 'any';
  const includeTitles = setOrNull(filters.includeTitles);
  const excludeTitles = setOrNull(filters.excludeTitles);
  const includeRegions = setOrNull(filters.includeRegions);
  const excludeRegions = setOrNull(filters.excludeRegions);
  const includeSpecialties = setOrNull(filters.includeSpecialties);
  const excludeSpecialties = setOrNull(filters.excludeSpecialties);

  return (e) => {
    // Cheapest and most important refusals first.
    if (e.status !== 'normal') return FROZEN;
    if (e.blacklisted) return BLACKLISTED;
    if (drawn.size > 0 && drawn.has(e.id)) return ALREADY_DRAWN;
    if (avoidedExperts.size > 0) {
      const refusal = avoidedExperts.get(e.id);
      if (refusal) return refusal;
    }
    if (source === 'external' && !e.external) return NOT_EXTERNAL;
    if (source === 'internal' && e.external) return NOT_INTERNAL;
    if (isIsoDate(e.birthDate)) {
      if (e.birthDate < tooOldBirthBound) return tooOld;
    } else if (typeof e.age === 'number') {
      if (e.age > maxAge) return tooOld;
    } else {
      // The age limit is a rule of the law, not a preference: an expert whose age cannot be checked is not drawn.
      return AGE_UNKNOWN;
    }
    if (includeTitles && !includeTitles.has(e.title)) return TITLE_NOT_INCLUDED;
    if (excludeTitles?.has(e.title)) return TITLE_EXCLUDED;
    if (includeRegions && !includeRegions.has(e.region)) return REGION_NOT_INCLUDED;
    if (excludeRegions?.has(e.region)) return REGION_EXCLUDED;
    if (includeSpecialties && !hasAny(e.specialtyIds, includeSpecialties)) return SPECIALTY_NOT_INCLUDED;
    if (excludeSpecialties && hasAny(e.specialtyIds, excludeSpecialties)) return SPECIALTY_EXCLUDED;
    if (avoidedUnits.length > 0) {
      // Many experts share an employer: each distinct name is normalized and scanned once per draw.
      let refusal = employerVerdicts.get(e.employer);
      if (refusal === undefined) {
        refusal = avoidedUnitOf(e.employer, avoidedUnits);
        employerVerdicts.set(e.employer, refusal);
      }
      if (refusal) return refusal;
    }
    return true;
  };
}

/** One expert against the filters: `true`, or why not. For many experts, compile once with `compileEligibility`. */
export function isEligible(expert: ExpertCandidate, filters: EligibilityFilters, ctx: EligibilityContext): Eligibility {
  return compileEligibility(filters, ctx)(expert);
}

/** How many experts each rule turned away (the first failing rule counts), to explain a small pool to staff. */
export function countIneligibleReasons(
  pool: readonly ExpertCandidate[],
  filters: EligibilityFilters,
  ctx: EligibilityContext,
): { eligible: number; refused: Partial<Record<IneligibleCode, number>> } {
  const check = compileEligibility(filters, ctx);
  const refused: Partial<Record<IneligibleCode, number>> = {};
  let eligible = 0;
  for (const e of pool) {
    const result = check(e);
    if (result === true) eligible++;
    else refused[result.code] = (refused[result.code] ?? 0) + 1;
  }
  return { eligible, refused };
}

/** The age check compares strings, which is only sound for zero-padded 'YYYY-MM-DD…'; anything else is unreadable. */
function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 10 && value.charCodeAt(4) === 45 && value.charCodeAt(7) === 45;
}

function setOrNull(list: readonly string[] | undefined): Set<string> | null {
  return list && list.length > 0 ? new Set(list) : null;
}

function avoidedUnitOf(employer: string, units: readonly { name: string; refusal: Ineligible }[]): Ineligible | null {
  const name = NEEDS_NORMALIZING.test(employer) ? normalizeUnitName(employer) : employer;
  for (const unit of units) {
    // A prefix match also avoids the unit's branches (XX有限公司YY分公司): over-avoiding is the safe mistake.
    if (name.startsWith(unit.name)) return unit.refusal;
  }
  return null;
}

/** An expert matches a specialty list when any of the expert's specialties is in it. */
function hasAny(values: readonly string[], set: Set<string>): boolean {
  for (const v of values) if (set.has(v)) return true;
  return false;
}
