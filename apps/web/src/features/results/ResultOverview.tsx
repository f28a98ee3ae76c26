import { formatYuanWithCapitals } from '@swp/core/common/money';
import type { ResultSummary } from '@swp/core/results/responses';
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { formatMinute } from '../../shared/format.ts';
import { PUBLICITY_PHASE_COLORS, PUBLICITY_PHASE_LABELS } from './format.ts';

/** The 结果公示's window and whether it runs now; before it is published, how long it must last. */
export function PublicityView({ summary }: { summary: ResultSummary }) {
  const p = summary.publicity;
  if (!p) {
    return (
      <Typography.Text type="secondary" data-testid="result-publicity">
        尚未发布结果公示。在「公告」页签发布结果公示，公示期不少于{summary.publicityDays}天。
      </Typography.Text>
    );
  }
  const phase = p.phase;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      data-testid="result-publicity"
      items={[
        { key: 'from', label: '公示开始时间', children: formatMinute(p.gsTime) },
        { key: 'to', label: '公示截止时间', children: formatMinute(p.gsEndTime) },
        {
          key: 'phase',
          label: '公示状态',
          children: (
            <Tag color={PUBLICITY_PHASE_COLORS[phase]} data-testid="result-publicity-phase">
              {PUBLICITY_PHASE_LABELS[phase]}
            </Tag>
          ),
        },
      ]}
    />
  );
}

/** Why the 中标公告 cannot be published now (the server's sentence, e.g. 尚有1条异议未答复); nothing when it can. */
export function WinnerBlocked({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <Alert type="warning" showIcon title="暂不能发布中标公告" description={reason} data-testid="result-blocked" />;
}

/** The award once the 中标公告 is published; the reason only when the winner was not the rank-1 candidate. */
export function AwardView({ award }: { award: NonNullable<ResultSummary['award']> }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      data-testid="result-award"
      items={[
        { key: 'who', label: '中标人', children: <Typography.Text strong>{award.companyName}</Typography.Text> },
        { key: 'amount', label: '中标金额', children: formatYuanWithCapitals(award.amount) },
        { key: 'at', label: '中标时间', children: formatMinute(award.awardedAt) },
        ...(award.reason
          ? [
              {
                key: 'reason',
                label: '选择非第一中标候选人的理由',
                span: 3,
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{award.reason}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}
