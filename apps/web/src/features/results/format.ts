import type { PublicityPhase } from '@swp/core/results/responses';

export const PUBLICITY_PHASE_LABELS: Record<PublicityPhase, string> = {
  pending: '未开始',
  running: '公示中',
  ended: '已结束',
};
export const PUBLICITY_PHASE_COLORS: Record<PublicityPhase, string> = {
  pending: 'default',
  running: 'processing',
  ended: 'success',
};
