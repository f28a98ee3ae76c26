import type { PurchaseSettings } from '@swp/core/project/rules';

export const DAY_KIND_LABELS: Record<PurchaseSettings['dayKind'], string> = {
  working: '工作日',
  calendar: '自然日',
};

/** 「3 个工作日」/「20 个自然日」. */
export const minPeriodText = (s: Pick<PurchaseSettings, 'minDays' | 'dayKind'>) =>
  `${s.minDays} 个${DAY_KIND_LABELS[s.dayKind]}`;
