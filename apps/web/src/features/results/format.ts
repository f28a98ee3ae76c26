import { formatAmount } from '@swp/core/common/money';
import type { PublicityPhase, ResultCandidate } from '@swp/core/results/responses';

/** 1,234,567.00 — exact on the decimal string the server sends; '—' when there is none. */
export const amountText = (value: string | null | undefined): string => (value ? formatAmount(value) : '—');

/** How the 中标公告's winner choice names a candidate: 第1名 甲公司 · 1,234,567.00元. */
export const candidateLabel = (c: Pick<ResultCandidate, 'rank' | 'companyName' | 'offer'>): string =>
  `第${c.rank}名 ${c.companyName} · ${amountText(c.offer)}元`;

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
