import { EVAL_PHASE_LABELS, type EvalPhase, SHEET_STATUS_LABELS, type SheetStatus } from '@swp/core/evaluation/labels';
import { EVAL_STAGE_LABELS, type EvalStage } from '@swp/core/evaluation/negotiation';
import { Tag } from 'antd';

const PHASE_COLORS: Record<EvalPhase, string> = {
  waiting: 'default',
  preliminary: 'processing',
  detailed: 'blue',
  finished: 'success',
};

const SHEET_COLORS: Record<SheetStatus, string> = {
  none: 'default',
  draft: 'processing',
  submitted: 'success',
  returned: 'warning',
};

/** The phase, or 竞争性谈判 when the server says the committee is in that step (stage). */
export function EvalPhaseTag({ phase, stage }: { phase: EvalPhase; stage?: EvalStage | null }) {
  const negotiating = stage === 'negotiation';
  return (
    <Tag color={negotiating ? 'orange' : PHASE_COLORS[phase]} style={{ marginInlineEnd: 0 }} data-testid="eval-phase">
      {negotiating ? EVAL_STAGE_LABELS.negotiation : EVAL_PHASE_LABELS[phase]}
    </Tag>
  );
}

export function SheetStatusTag({ status }: { status: SheetStatus }) {
  return (
    <Tag color={SHEET_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="sheet-status">
      {SHEET_STATUS_LABELS[status]}
    </Tag>
  );
}
