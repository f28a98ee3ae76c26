import {
  type AvoidUnit,
  committeeRuleIssues,
  DEFAULT_COMMITTEE_RULES,
  type ExtractionRequest,
  effectiveState,
  normalizeUnitName,
  PAUSED_LABEL,
  PROJECT_STATE_LABELS,
  type ProjectState,
  type PurchaseWay,
  parseProjectState,
} from '@swp/core';
import { invalid, ruleBroken } from '../../lib/errors.ts';
import type { ExtractionProject, ExtractionRow } from './extraction.repo.ts';

/**
 * docs/rules.md: experts are drawn while the project is enrolling or bidding, usually a day or two before openTime —
 * which, when bid files close before the opening, is 待开标 (the bids are in, the opening has not come).
 */
const DRAW_STATES: readonly ProjectState[] = ['enrolling', 'bidding', 'awaitingOpening'];
/**
 * A seat may be marked or freed until evaluation is over (an expert can still drop out on the day of the opening);
 * a replacement is further bound to the time before the opening (assertExtractionAcceptsReplacement). 待报名 is
 * here because a 更正公告 may move enrollTime later after the committee was drawn.
 */
const REPLACEMENT_STATES: readonly ProjectState[] = [
  'announced',
  'enrolling',
  'bidding',
  'awaitingOpening',
  'evaluating',
];

type ProjectFacts = Pick<ExtractionProject, 'status' | 'paused' | 'enrollTime' | 'enrollEndTime' | 'closeFileupTime'>;

function stateLabel(project: ProjectFacts, now: Date): { state: ProjectState | null; label: string } {
  if (project.paused) return { state: null, label: PAUSED_LABEL };
  const state = effectiveState({ ...project, status: parseProjectState(project.status) }, now);
  return { state, label: PROJECT_STATE_LABELS[state] };
}

function assertProjectState(project: ProjectFacts, now: Date, allowed: readonly ProjectState[], doing: string) {
  const { state, label } = stateLabel(project, now);
  // A paused project stops every action (docs/rules.md), whatever state it paused in.
  if (state === null || !allowed.includes(state)) throw ruleBroken(`项目当前状态为「${label}」，不能${doing}`);
}

/**
 * An invitation sends an expert to the opening: once openTime has passed there is nothing left to invite them to,
 * so no draw and no replacement is made after it (a seat may still be marked 不能参加).
 */
function assertBeforeOpening(openTime: Date | null, now: Date, doing: string): void {
  if (openTime && now.getTime() >= openTime.getTime()) throw ruleBroken(`开标时间已过，不能${doing}`);
}

export function assertProjectAcceptsDraw(project: ProjectFacts & { openTime: Date | null }, now: Date): void {
  assertProjectState(project, now, DRAW_STATES, '抽取专家');
  assertBeforeOpening(project.openTime, now, '抽取专家');
}

/** A replacement is a new invitation: the project must still be before its opening. */
export function assertExtractionAcceptsReplacement(extraction: ExtractionRow, now: Date): void {
  assertExtractionAcceptsSeatChange(extraction, now, '补抽专家');
  if (extraction.kind === 'project') assertBeforeOpening(extraction.openTime, now, '补抽专家');
}

/** Replacing or cancelling a seat; an external task has no project state to respect. */
export function assertExtractionAcceptsSeatChange(extraction: ExtractionRow, now: Date, doing: string): void {
  if (extraction.kind !== 'project') return;
  const facts = {
    // A project extraction always has its project (the foreign key); a missing one is a bug the parser reports.
    status: extraction.projectStatus ?? '',
    paused: extraction.projectPaused ?? false,
    enrollTime: extraction.enrollTime,
    enrollEndTime: extraction.enrollEndTime,
    closeFileupTime: extraction.closeFileupTime,
  };
  assertProjectState(facts, now, REPLACEMENT_STATES, doing);
}

/**
 * docs/rules.md 回避单位: the requesting department is always avoided, besides the units staff name. The employers of
 * the suppliers enrolled in the project join here once enrolment exists (it does not yet).
 */
export function withRequestingDepartment(units: readonly AvoidUnit[], needDeptName: string): AvoidUnit[] {
  const name = needDeptName.trim();
  if (name === '' || units.some((u) => normalizeUnitName(u.name) === normalizeUnitName(name))) return [...units];
  return [...units, { name, reason: '需求部门' }];
}

/** The committee rules again with the project's purchase way and the utility's minimum for it. */
export function assertCommitteeRules(request: ExtractionRequest, minCommittee: number | undefined): void {
  const way = request.purchaseWay as PurchaseWay | undefined;
  const rules =
    way && minCommittee !== undefined
      ? { ...DEFAULT_COMMITTEE_RULES, minSize: { ...DEFAULT_COMMITTEE_RULES.minSize, [way]: minCommittee } }
      : DEFAULT_COMMITTEE_RULES;
  const [first] = committeeRuleIssues(request, rules);
  if (first) throw invalid(first.message);
}
