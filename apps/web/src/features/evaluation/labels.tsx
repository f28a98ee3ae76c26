import { EVAL_PHASE_LABELS, type EvalPhase, SHEET_STATUS_LABELS, type SheetStatus } from '@swp/core/evaluation/labels';
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

export function EvalPhaseTag({ phase }: { phase: EvalPhase }) {
  return (
    <Tag color={PHASE_COLORS[phase]} style={{ marginInlineEnd: 0 }} data-testid="eval-phase">
      {EVAL_PHASE_LABELS[phase]}
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
