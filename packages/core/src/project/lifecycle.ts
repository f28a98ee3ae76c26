/**
 * The life of a procurement project (docs/lifecycle.md) as one table: each action's states of origin and its target state
 * are written here and nowhere else. The server's one transition function (apps/server projects/project-transition.ts)
 * checks `canPerform` and writes `TRANSITIONS[action].to`; the project detail answers `allowedActions` (staff ones)
 * as `actions`, which the web renders as the buttons it offers.
 * Pausing (暂停) is a flag beside the state, not a state, so resuming returns to exactly where the project was.
 */
import { checkBidCount, publicityEnd } from './rules.ts';
import { type DateTimeInput, formatDateTimeCn, parseDateTime } from './time.ts';

/** The states between 立项 and the end, in order: those a project may be paused in. */
const RUNNING = [
  'approved',
  // Time-only: the tender is published (stored 'enrolling') but enrollTime has not come. No action targets it.
  'announced',
  'enrolling',
  'bidding',
  // Time-only: closeFileupTime has passed and nobody has pressed 开标 yet. No action targets it.
  'awaitingOpening',
  'evaluating',
  // The chair submitted the 评标报告: ready for the result publicity.
  'evaluated',
  'publicity',
] as const;

export const PROJECT_STATES = ['draft', ...RUNNING, 'awarded', 'failed'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const PROJECT_STATE_LABELS: Record<ProjectState, string> = {
  draft: '草稿',
  approved: '已立项',
  announced: '待报名',
  enrolling: '报名中',
  bidding: '投标中',
  awaitingOpening: '待开标',
  evaluating: '评标中',
  evaluated: '评标完成',
  publicity: '公示中',
  awarded: '已中标',
  failed: '已流标',
};

/** Shown instead of the state label while the pause flag is set. */
export const PAUSED_LABEL = '已暂停';

export const PROJECT_ACTIONS = [
  'submit',
  'edit',
  'publishTender',
  'publishCorrection',
  'closeEnrolment',
  'open',
  'finishEvaluation',
  'publishResult',
  'publishWinner',
  'publishFailure',
  'retender',
  'pause',
  'resume',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export const PROJECT_ACTION_LABELS: Record<ProjectAction, string> = {
  submit: '提交立项',
  edit: '编辑',
  publishTender: '发布招标公告',
  publishCorrection: '发布更正公告',
  closeEnrolment: '报名截止',
  open: '开标',
  finishEvaluation: '提交评标结果',
  publishResult: '发布结果公示',
  publishWinner: '发布中标公告',
  publishFailure: '发布流标公告',
  retender: '重新采购',
  pause: '暂停',
  resume: '恢复',
};

export interface Transition {
  /** States (effective, see `effectiveState`) in which the action may be taken. */
  from: readonly ProjectState[];
  /** The state after the action; null = the state does not change. */
  to: ProjectState | null;
  /**
   * 'time': the server performs it when a deadline passes; 'committee': the evaluation committee's chair takes it in
   * 在线评标. No staff button is offered for either.
   */
  trigger: 'staff' | 'time' | 'committee';
}

const BEFORE_AWARD = ['draft', ...RUNNING] as const;

export const TRANSITIONS: Record<ProjectAction, Transition> = {
  submit: { from: ['draft'], to: 'approved', trigger: 'staff' },
  // Once the tender is published the project's data is what suppliers saw: change it by a 更正公告 instead.
  edit: { from: ['draft', 'approved'], to: null, trigger: 'staff' },
  publishTender: { from: ['approved'], to: 'enrolling', trigger: 'staff' },
  publishCorrection: {
    from: ['announced', 'enrolling', 'bidding', 'awaitingOpening', 'evaluating', 'evaluated', 'publicity'],
    to: null,
    trigger: 'staff',
  },
  closeEnrolment: { from: ['enrolling'], to: 'bidding', trigger: 'time' },
  // Bids are sealed until closeFileupTime: 开标 is taken only once they are (待开标), and not before openTime.
  open: { from: ['awaitingOpening'], to: 'evaluating', trigger: 'staff' },
  // The chair's final submission in 在线评标 (every member's sheets submitted, the report made).
  finishEvaluation: { from: ['evaluating'], to: 'evaluated', trigger: 'committee' },
  // The result publicity names the report's candidates: it waits for the report.
  publishResult: { from: ['evaluated'], to: 'publicity', trigger: 'staff' },
  publishWinner: { from: ['publicity'], to: 'awarded', trigger: 'staff' },
  publishFailure: { from: BEFORE_AWARD, to: 'failed', trigger: 'staff' },
  // The failed project stays failed; the server creates a linked copy in RETENDER_COPY_STATE.
  retender: { from: ['failed'], to: null, trigger: 'staff' },
  pause: { from: RUNNING, to: null, trigger: 'staff' },
  resume: { from: RUNNING, to: null, trigger: 'staff' },
};

export const RETENDER_COPY_STATE = 'draft' satisfies ProjectState;

/** The state a new project is created in. */
export const INITIAL_PROJECT_STATE = 'draft' satisfies ProjectState;

/**
 * The states a project row can hold: the initial state and the targets of the table. The others (待报名, 待开标) are
 * only ever computed from the stored state and the clock (`effectiveState`).
 */
export const STORED_PROJECT_STATES: readonly ProjectState[] = PROJECT_STATES.filter((state) =>
  [INITIAL_PROJECT_STATE, RETENDER_COPY_STATE, ...Object.values(TRANSITIONS).map((t) => t.to)].includes(state),
);

/**
 * The one reading of a stored project state. A value the table cannot produce means the database holds something no
 * code of ours wrote: that is a bug to surface (a 500 and a log line), never a state to guess.
 */
export function parseProjectState(value: string): ProjectState {
  if ((STORED_PROJECT_STATES as readonly string[]).includes(value)) return value as ProjectState;
  throw new Error(`unknown project state in the database: ${JSON.stringify(value)}`);
}

/** The facts about a project the lifecycle needs (a project row satisfies it). */
export interface LifecycleProject {
  status: ProjectState;
  paused?: boolean | null;
  pauseReason?: string | null;
  enrollTime?: DateTimeInput | null;
  enrollEndTime?: DateTimeInput | null;
  closeFileupTime?: DateTimeInput | null;
  openTime?: DateTimeInput | null;
  /** Start of the result publicity (结果公示时间). */
  gsTime?: DateTimeInput | null;
  /** The publicity's announced end (公示截止时间). */
  gsEndTime?: DateTimeInput | null;
  /** True once a re-tender copy was made: a failed project is re-tendered once. */
  retendered?: boolean | null;
}

/** The moment and the facts from other tables; optional facts are only checked when given. */
export interface LifecycleContext {
  now: DateTimeInput;
  /** From the purchase way's settings; default 3. */
  publicityDays?: number;
  /** Objections (异议) filed during publicity and not yet answered. */
  openObjections?: number;
  /** Bids received by closeFileupTime, and the way's minimum (default 3). */
  bidCount?: number;
  minBids?: number;
  /** Whether the project has its 评分标准 (required before 开标: the committee scores by it). */
  hasGradingStandard?: boolean;
  /** Required input of publishFailure (流标原因). */
  lossDes?: string | null;
  /** Required input of pause (暂停原因). */
  reason?: string | null;
}

export type ActionCheck = { ok: true } | { ok: false; reason: string };

const DEFAULT_PUBLICITY_DAYS = 3;
const DEFAULT_MIN_BIDS = 3;

const refuse = (reason: string): ActionCheck => ({ ok: false, reason });
const isBlank = (text: string | null | undefined) => !text || text.trim() === '';

function toContext(ctx: LifecycleContext | DateTimeInput): LifecycleContext {
  return typeof ctx === 'object' && !(ctx instanceof Date) ? ctx : { now: ctx };
}

/** The project times the lifecycle reads a state from (columns of the project row of the same name). */
export type LifecycleDeadline = 'enrollTime' | 'enrollEndTime' | 'closeFileupTime';

/**
 * How time moves a published tender, first match wins: a project stored in one of `stored`, not paused, whose
 * `deadline` is set and has come (`reached: true`) or not yet (`reached: false`), reads `state`. This table is the
 * one definition: `effectiveState` walks it in JS and the server builds its SQL CASE from it (project-status-sql.ts),
 * so the project list, its filter and 统计分析 cannot disagree.
 */
export const TIME_DERIVED_STATES: readonly {
  stored: readonly ProjectState[];
  deadline: LifecycleDeadline;
  reached: boolean;
  state: ProjectState;
}[] = [
  // closeFileupTime has passed and nobody has pressed 开标 yet.
  { stored: ['enrolling', 'bidding'], deadline: 'closeFileupTime', reached: true, state: 'awaitingOpening' },
  // Enrolment closes by itself at enrollEndTime, even before the server writes 'bidding'.
  { stored: ['enrolling'], deadline: 'enrollEndTime', reached: true, state: 'bidding' },
  { stored: ['enrolling'], deadline: 'enrollTime', reached: false, state: 'announced' },
];

/**
 * The state as time has moved it. A published tender (stored 'enrolling', or 'bidding' once the close of enrolment
 * was written) reads 待报名 until enrollTime, 报名中 from enrollTime, 投标中 from enrollEndTime and 待开标 from
 * closeFileupTime until 开标 moves it on, even before the server has written any change (TIME_DERIVED_STATES). A
 * paused project does not move (its deadlines are stopped).
 */
export function effectiveState(project: LifecycleProject, now: DateTimeInput): ProjectState {
  if (project.paused) return project.status;
  const at = parseDateTime(now);
  if (at === null) return project.status;
  for (const rule of TIME_DERIVED_STATES) {
    if (!rule.stored.includes(project.status)) continue;
    const deadline = parseDateTime(project[rule.deadline]);
    if (deadline !== null && at >= deadline === rule.reached) return rule.state;
  }
  return project.status;
}

/** What the project list shows as a project's status: 已暂停 while paused, else the effective state. */
export const SHOWN_STATUSES = [...PROJECT_STATES, 'paused'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];
export const SHOWN_STATUS_LABELS: Record<ShownStatus, string> = { ...PROJECT_STATE_LABELS, paused: PAUSED_LABEL };

/** The status of lists, headers and 统计分析 (the server's SQL twin: shownStatusSql). */
export function shownStatus(project: LifecycleProject, now: DateTimeInput): ShownStatus {
  return project.paused ? 'paused' : effectiveState(project, now);
}

/** The label for lists and headers: the effective state, or 已暂停 while paused. */
export function projectStatusLabel(project: LifecycleProject, now: DateTimeInput): string {
  return SHOWN_STATUS_LABELS[shownStatus(project, now)];
}

/**
 * The state an action is taken from, which canPerform checks against the table's `from` and the 操作日志 records as
 * `from`: closeEnrolment is the change of the stored state; every other action reads the effective state.
 */
export function originState(project: LifecycleProject, action: ProjectAction, now: DateTimeInput): ProjectState {
  return action === 'closeEnrolment' ? project.status : effectiveState(project, now);
}

/** The state an action leads to from the project's current (effective) state. */
export function targetState(project: LifecycleProject, action: ProjectAction, now: DateTimeInput): ProjectState {
  return TRANSITIONS[action].to ?? effectiveState(project, now);
}

function notBefore(timeValue: DateTimeInput | null | undefined, now: number, what: string, action: string) {
  const at = parseDateTime(timeValue);
  if (at === null) return refuse(`未设置${what}，不能${action}`);
  if (now < at) return refuse(`未到${what}（${formatDateTimeCn(at)}），不能${action}`);
  return null;
}

/** docs/lifecycle.md: while an 异议 is unanswered the 中标公告 waits; the refusal, or null when none is open. */
export function openObjectionsRefusal(openObjections: number): string | null {
  return openObjections > 0 ? `尚有${openObjections}条异议未答复，不能${PROJECT_ACTION_LABELS.publishWinner}` : null;
}

/** Checks that depend on time and on facts from other tables, after the state check passed. */
function checkConditions(project: LifecycleProject, action: ProjectAction, ctx: LifecycleContext, now: number) {
  const label = PROJECT_ACTION_LABELS[action];
  switch (action) {
    case 'closeEnrolment':
      return notBefore(project.enrollEndTime, now, '报名截止时间', label);
    case 'open': {
      const early = notBefore(project.openTime, now, '开标时间', label);
      if (early) return early;
      if (ctx.hasGradingStandard === false) return refuse(`项目未选择评分标准，不能${label}`);
      if (ctx.bidCount === undefined) return null;
      const bids = checkBidCount(ctx.bidCount, ctx.minBids ?? DEFAULT_MIN_BIDS);
      return bids.ok ? null : bids;
    }
    case 'publishWinner': {
      const end = publicityEnd(project.gsTime ?? '', ctx.publicityDays ?? DEFAULT_PUBLICITY_DAYS, project.gsEndTime);
      if (end === null) return refuse(`未设置公示时间，不能${label}`);
      if (now < end) return refuse(`结果公示期未满（公示至${formatDateTimeCn(end)}），不能${label}`);
      const objections = openObjectionsRefusal(ctx.openObjections ?? 0);
      if (objections) return refuse(objections);
      return null;
    }
    case 'retender':
      return project.retendered ? refuse('该项目已重新采购，不能重复操作') : null;
    default:
      return null;
  }
}

/** Inputs the action needs from the user: checked by canPerform, skipped when listing buttons. */
function checkInputs(action: ProjectAction, ctx: LifecycleContext) {
  if (action === 'publishFailure' && isBlank(ctx.lossDes)) return refuse('请填写流标原因');
  if (action === 'pause' && isBlank(ctx.reason)) return refuse('请填写暂停原因');
  return null;
}

function check(project: LifecycleProject, action: ProjectAction, ctx: LifecycleContext, withInputs: boolean) {
  const label = PROJECT_ACTION_LABELS[action];
  const now = parseDateTime(ctx.now);
  if (now === null) return refuse('当前时间无效');
  if (project.paused) {
    // docs/lifecycle.md: a pause stops every deadline action; only resuming or abandoning (流标) remain.
    if (action !== 'resume' && action !== 'publishFailure') {
      const why = isBlank(project.pauseReason) ? '' : `（暂停原因：${project.pauseReason?.trim()}）`;
      return refuse(`项目已暂停${why}，不能${label}，请先恢复`);
    }
  } else if (action === 'resume') {
    return refuse('项目未暂停，无需恢复');
  }
  const state = originState(project, action, now);
  if (!TRANSITIONS[action].from.includes(state)) {
    return refuse(`项目当前状态为「${PROJECT_STATE_LABELS[state]}」，不能${label}`);
  }
  return checkConditions(project, action, ctx, now) ?? (withInputs ? checkInputs(action, ctx) : null) ?? { ok: true };
}

/** Whether the action may be taken now, with the Chinese reason when not. */
export function canPerform(
  project: LifecycleProject,
  action: ProjectAction,
  ctx: LifecycleContext | DateTimeInput,
): ActionCheck {
  return check(project, action, toContext(ctx), true);
}

/**
 * Every action possible now, in table order, without the user's inputs (a 流标 button opens the form that asks for
 * lossDes). Includes time-triggered actions; filter with `TRANSITIONS[a].trigger === 'staff'` for buttons.
 */
export function allowedActions(project: LifecycleProject, ctx: LifecycleContext | DateTimeInput): ProjectAction[] {
  const context = toContext(ctx);
  return PROJECT_ACTIONS.filter((action) => check(project, action, context, false).ok);
}

/** docs/lifecycle.md: a supplier enrols only while enrolment is open. */
export function isEnrolmentOpen(project: LifecycleProject, now: DateTimeInput): boolean {
  const at = parseDateTime(now);
  // Without an enrollTime enrolment never opened: effectiveState alone would read such a project as 报名中.
  if (project.paused || at === null || parseDateTime(project.enrollTime) === null) return false;
  return effectiveState(project, at) === 'enrolling';
}

/** docs/lifecycle.md: bid files upload until closeFileupTime (enrolment review may pass a supplier while enrolling). */
export function isBidUploadOpen(project: LifecycleProject, now: DateTimeInput): boolean {
  const at = parseDateTime(now);
  const close = parseDateTime(project.closeFileupTime);
  if (project.paused || at === null || close === null) return false;
  return (project.status === 'enrolling' || project.status === 'bidding') && at < close;
}
