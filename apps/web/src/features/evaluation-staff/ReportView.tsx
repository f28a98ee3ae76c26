import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { rankBasisText } from '@swp/core/evaluation/negotiation';
import type { EvalReport, ReportRow } from '@swp/core/evaluation/responses';
import { Button, Descriptions, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatTime } from '../../shared/format.ts';
import { downloadReport } from './api.ts';
import { ItemMeans } from './ItemMeans.tsx';
import { failedColumns, rankingColumns, signatureColumns } from './report-columns.tsx';

const PRICE_FORMULA_LABELS = { lowest: '低价优先法', fixed: '固定价格分' } as const;
const RANK_BY_NOTE = {
  score: '按总分由高到低排名；总分相同的，报价低者优先，再相同的，技术分高者优先。',
  offer: '按最后报价由低到高排名（询价、竞争性谈判采购）。',
} as const;

/** The report's two files. */
const DOWNLOADS = [
  { kind: 'pdf', icon: <FilePdfOutlined />, text: '下载PDF', testId: 'report-pdf' },
  { kind: 'xlsx', icon: <FileExcelOutlined />, text: '下载Excel', testId: 'report-excel' },
] as const;

/**
 * The 评标报告 as submitted by the chair: its number and time, the ranking with the recommended candidates, the
 * bidders out after 初步评审 with the reasons, each expert's 签名确认 and dissent, and the PDF / Excel downloads.
 */
export function ReportView({ report }: { report: EvalReport }) {
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const download = async (kind: 'pdf' | 'xlsx') => {
    setBusy(kind);
    await downloadReport(report.projectId, report.reportNo, kind).catch(() => undefined); // shown by the client
    setBusy(null);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="eval-report">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, xl: 4 }}
          style={{ flex: '1 1 560px' }}
          items={[
            { key: 'no', label: '报告编号', children: <span data-testid="report-no">{report.reportNo}</span> },
            { key: 'at', label: '提交时间', children: formatTime(report.submittedAt) },
            { key: 'chair', label: '组长', children: report.chairName },
            {
              key: 'std',
              label: '评分标准',
              children: `${report.standardName}（${PRICE_FORMULA_LABELS[report.priceFormula]}）`,
            },
          ]}
        />
        <Space wrap>
          {DOWNLOADS.map((d) => (
            <Button
              key={d.kind}
              icon={d.icon}
              loading={busy === d.kind}
              onClick={() => download(d.kind)}
              data-testid={d.testId}
            >
              {d.text}
            </Button>
          ))}
        </Space>
      </Flex>
      <div>
        <Typography.Title level={5}>评标结果</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {RANK_BY_NOTE[report.rankBy]}
          {report.negotiation ? <span data-testid="report-basis">（{rankBasisText(report)}）</span> : null}
        </Typography.Paragraph>
        <DataTable<ReportRow>
          rowKey="bidId"
          columns={rankingColumns}
          dataSource={report.rows}
          pagination={false}
          locale={tableEmpty('没有通过初步评审的投标人')}
          expandable={{ expandedRowRender: (row) => <ItemMeans row={row} items={report.items} /> }}
          data-testid="report-ranking"
        />
      </div>
      {report.failed.length > 0 ? (
        <div>
          <Typography.Title level={5}>初步评审未通过</Typography.Title>
          <DataTable
            rowKey="bidId"
            columns={failedColumns}
            dataSource={report.failed}
            pagination={false}
            data-testid="report-failed"
          />
        </div>
      ) : null}
      <div>
        <Typography.Title level={5}>专家签名确认</Typography.Title>
        <DataTable
          rowKey="specialistId"
          columns={signatureColumns}
          dataSource={report.experts}
          pagination={false}
          data-testid="report-signatures"
        />
      </div>
    </Space>
  );
}
