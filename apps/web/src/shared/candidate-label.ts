import type { ResultCandidate } from '@swp/core/results/responses';
import { amountText } from './format.ts';

/** How the 中标公告's winner choice (and the results tab) names a candidate: 第1名 甲公司 · 1,234,567.00元. */
export const candidateLabel = (c: Pick<ResultCandidate, 'rank' | 'companyName' | 'offer'>): string =>
  `第${c.rank}名 ${c.companyName} · ${amountText(c.offer)}元`;
