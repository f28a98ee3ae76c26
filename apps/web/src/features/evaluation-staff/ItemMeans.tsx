import type { EvalReport, ReportRow } from '@swp/core/evaluation/responses';
import { Descriptions } from 'antd';

const GROUP_LABELS = { business: '商务', technical: '技术' } as const;

/**
 * One bidder's mean of the experts' scores per 商务 / 技术 item (the report's figures, two decimals), each against
 * its 满分 — what the ranking row sums up.
 */
export function ItemMeans({ row, items }: { row: ReportRow; items: EvalReport['items'] }) {
  const scored = items.filter(
    (i): i is typeof i & { group: keyof typeof GROUP_LABELS } =>
      (i.group === 'business' || i.group === 'technical') && row.itemMeans[String(i.id)] !== undefined,
  );
  if (scored.length === 0) return null;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      title="各评分项专家平均分"
      data-testid="item-means"
      items={scored.map((i) => ({
        key: i.id,
        label: `${GROUP_LABELS[i.group]}·${i.name}`,
        children: `${row.itemMeans[String(i.id)]} / ${i.maxScore ?? '—'}`,
      }))}
    />
  );
}
