import type { EvalReport, ReportRow } from '@swp/core/evaluation/responses';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatMoney, formatTime } from '../../shared/format.ts';

type Expert = EvalReport['experts'][number];
type Failed = EvalReport['failed'][number];

/** Scores are the report's decimal strings (two decimals, rounded once at the end): shown exactly as sent. */
const score = (title: string, key: keyof ReportRow, width = 90) => ({
  title,
  dataIndex: key,
  width,
  align: 'right' as const,
});

/** The ranking: 名次, 投标人, 报价, 商务, 技术, 价格, 总分, 推荐 (the 报价 is the final one for 竞争性谈判). */
export const rankingColumns: ColumnsType<ReportRow> = [
  { title: '名次', dataIndex: 'rank', width: 64, align: 'center' },
  { title: '投标人', dataIndex: 'companyName', minWidth: 200, ellipsis: true },
  { title: '报价', dataIndex: 'offer', width: 150, align: 'right', render: (v: string) => formatMoney(v) },
  score('商务', 'business'),
  score('技术', 'technical'),
  score('价格', 'price'),
  {
    ...score('总分', 'total', 100),
    render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
  },
  {
    title: '推荐',
    dataIndex: 'recommended',
    width: 110,
    align: 'center',
    render: (yes: boolean, row) =>
      yes ? (
        <Tag color="success" style={{ marginInlineEnd: 0 }} data-testid="recommended">
          第{row.rank}中标候选人
        </Tag>
      ) : (
        '—'
      ),
  },
];

export const failedColumns: ColumnsType<Failed> = [
  { title: '投标人', dataIndex: 'companyName', width: 220, ellipsis: true },
  {
    title: '不通过理由',
    dataIndex: 'reasons',
    minWidth: 280,
    render: (reasons: string[]) => (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    ),
  },
];

export const signatureColumns: ColumnsType<Expert> = [
  { title: '专家', dataIndex: 'name', width: 140 },
  {
    title: '签名确认',
    dataIndex: 'signedAt',
    width: 180,
    render: (v: string | null) => (v ? formatTime(v) : <Typography.Text type="warning">未签名</Typography.Text>),
  },
  {
    title: '不同意见',
    dataIndex: 'dissent',
    minWidth: 240,
    render: (v: string) => v || <Typography.Text type="secondary">无</Typography.Text>,
  },
];
