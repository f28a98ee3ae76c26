import { rankBasisText } from '@swp/core/evaluation/negotiation';
import type { EvalReport, ReportRow } from '@swp/core/evaluation/responses';
import { PRICE_FORMULA_LABELS } from '@swp/core/grading/labels';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { formatDateTime, formatMoney } from '../../projects/format.ts';

type Expert = EvalReport['experts'][number];

const rankColumns = (rankBy: EvalReport['rankBy']): ColumnsType<ReportRow> => [
  { title: '排名', dataIndex: 'rank', width: 60, align: 'center' },
  {
    title: '投标人',
    key: 'company',
    minWidth: 200,
    render: (_: unknown, r) => (
      <Flex gap={6} align="center" wrap>
        {r.companyName}
        {r.recommended ? (
          <Tag color="success" style={{ marginInlineEnd: 0 }} data-testid="recommended">
            推荐
          </Tag>
        ) : null}
      </Flex>
    ),
  },
  {
    title: rankBy === 'offer' ? '最后报价' : '投标报价',
    dataIndex: 'offer',
    width: 150,
    align: 'right',
    render: (v: string) => formatMoney(v),
  },
  { title: '商务分', dataIndex: 'business', width: 90, align: 'right' },
  { title: '技术分', dataIndex: 'technical', width: 90, align: 'right' },
  { title: '价格分', dataIndex: 'price', width: 90, align: 'right' },
  { title: '总分', dataIndex: 'total', width: 90, align: 'right', render: (v: string) => <strong>{v}</strong> },
];

const expertColumns: ColumnsType<Expert> = [
  { title: '评审专家', dataIndex: 'name', width: 120 },
  {
    title: '签名确认',
    key: 'signed',
    width: 190,
    render: (_: unknown, e) =>
      e.signedAt ? <Tag color="success">已签名 {formatDateTime(e.signedAt, true)}</Tag> : <Tag>未签名</Tag>,
  },
  {
    title: '不同意见',
    dataIndex: 'dissent',
    minWidth: 240,
    render: (v: string) => (v ? <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> : '无'),
  },
];

/** The 评标报告 (docs/rules.md): the ranking with at most three 推荐, the bidders out after 初步评审, the signatures. */
export function EvalReportView({ report }: { report: EvalReport }) {
  return (
    <Flex vertical gap={16} data-testid="eval-report">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'no', label: '报告编号', children: report.reportNo },
          { key: 'project', label: '项目', children: `${report.projectName}（${report.projectCode}）` },
          {
            key: 'standard',
            label: '评分标准',
            children: `${report.standardName}（${PRICE_FORMULA_LABELS[report.priceFormula]}）`,
          },
          {
            key: 'rankBy',
            label: '排序依据',
            children: report.negotiation ? (
              <span data-testid="report-basis">{rankBasisText(report)}</span>
            ) : report.rankBy === 'offer' ? (
              '最后报价由低到高'
            ) : (
              '综合得分由高到低'
            ),
          },
          { key: 'chair', label: '评标组长', children: report.chairName },
          { key: 'at', label: '提交时间', children: formatDateTime(report.submittedAt, true) },
        ]}
      />
      <div>
        <Typography.Title level={5}>评审排名</Typography.Title>
        <DataTable<ReportRow>
          rowKey="bidId"
          columns={rankColumns(report.rankBy)}
          dataSource={report.rows}
          pagination={false}
          data-testid="report-ranking"
        />
      </div>
      {report.failed.length > 0 ? (
        <div>
          <Typography.Title level={5}>未通过初步评审的投标人</Typography.Title>
          <Flex vertical gap={8} data-testid="report-failed">
            {report.failed.map((f) => (
              <div key={f.bidId}>
                <Typography.Text strong>{f.companyName}</Typography.Text>
                <div style={{ fontSize: 13 }}>{f.reasons.join('；')}</div>
              </div>
            ))}
          </Flex>
        </div>
      ) : null}
      <div>
        <Typography.Title level={5}>专家签名确认</Typography.Title>
        <DataTable<Expert>
          rowKey="specialistId"
          columns={expertColumns}
          dataSource={report.experts}
          pagination={false}
          data-testid="report-experts"
        />
      </div>
    </Flex>
  );
}
