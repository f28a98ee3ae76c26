/** The two steps of evaluation (docs/rules.md) and what a sheet and the committee can be in. */
export const EVAL_STEPS = ['preliminary', 'detailed'] as const;
export type EvalStep = (typeof EVAL_STEPS)[number];
export const EVAL_STEP_LABELS: Record<EvalStep, string> = { preliminary: '初步评审', detailed: '详细评审' };

/** A member's sheet: 'none' = not started (no row yet). */
export const SHEET_STATUSES = ['none', 'draft', 'submitted', 'returned'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];
export const SHEET_STATUS_LABELS: Record<SheetStatus, string> = {
  none: '未开始',
  draft: '评审中',
  submitted: '已提交',
  returned: '已退回',
};

/** Where the committee is: waiting for 开标, scoring step by step, or finished (report made). */
export const EVAL_PHASES = ['waiting', 'preliminary', 'detailed', 'finished'] as const;
export type EvalPhase = (typeof EVAL_PHASES)[number];
export const EVAL_PHASE_LABELS: Record<EvalPhase, string> = {
  waiting: '待开标',
  preliminary: '初步评审',
  detailed: '详细评审',
  finished: '评标完成',
};

/** The 评分标准 groups (mirrors the grading_items.group column). */
export const GRADING_GROUPS = ['qualification', 'compliance', 'business', 'technical', 'price'] as const;
export type GradingGroup = (typeof GRADING_GROUPS)[number];
export const PRELIMINARY_GROUPS: readonly GradingGroup[] = ['qualification', 'compliance'];
export const SCORED_GROUPS: readonly GradingGroup[] = ['business', 'technical', 'price'];

export const PRICE_FORMULAS = ['lowest', 'fixed'] as const;
export type PriceFormula = (typeof PRICE_FORMULAS)[number];
