import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { BidCheck, OpenedBid, OpeningRecord } from '@swp/core/bid/responses';
import { Alert, Button, Descriptions, Flex, Grid, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Area } from '../../app/area.ts';
import { BidCheckTag, bidColumns, OfferText, ShaCell } from '../../shared/components/bid-columns.tsx';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { downloadOpeningRecordExcel, downloadOpeningRecordPdf } from './api.ts';
import { HallRecordTables } from './HallRecordTables.tsx';

/**
 * The receipt's hash; when the opening found other bytes, the hash it found below it in red (nothing when the
 * file could not be read at all).
 */
function HashCheck({ bid }: { bid: OpenedBid }) {
  if (bid.check === 'ok' || !bid.openedSha256) return <ShaCell value={bid.sha256} />;
  return (
    <Flex vertical gap={2}>
      <ShaCell value={bid.sha256} />
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        开标时：
        <Typography.Text type="danger" code ellipsis={{ tooltip: bid.openedSha256 }} style={{ maxWidth: 140 }}>
          {bid.openedSha256}
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}

function columns(withSections: boolean): ColumnsType<OpenedBid> {
  return [
    { title: '序号', key: 'n', width: 60, align: 'center', render: (_: unknown, __: OpenedBid, i: number) => i + 1 },
    ...bidColumns<OpenedBid>(withSections, 200),
    {
      title: 'SHA-256',
      key: 'sha256',
      width: 210,
      render: (_: unknown, b) => <HashCheck bid={b} />,
    },
    { title: '接收时间', dataIndex: 'receivedAt', width: 160, render: (v: string) => formatDateTime(v, true) },
    {
      title: '校验结果',
      dataIndex: 'check',
      width: 110,
      fixed: 'right',
      render: (c: BidCheck) => <BidCheckTag check={c} />,
    },
  ];
}

/** On a phone each opened bid is a short block instead of a table row scrolled sideways. */
function PhoneBids({ bids }: { bids: OpenedBid[] }) {
  if (bids.length === 0) return <Typography.Text type="secondary">没有投标文件</Typography.Text>;
  return (
    <Flex vertical gap={10} data-testid="opening-record-list">
      {bids.map((b, i) => (
        <div key={b.bidId} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '10px 12px' }}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <Typography.Text strong style={{ minWidth: 0 }}>
              {i + 1}. {b.companyName}
              {b.sectionName ? `（${b.sectionName}）` : ''}
            </Typography.Text>
            <BidCheckTag check={b.check} />
          </Flex>
          <div style={{ fontSize: 13, lineHeight: 1.9, marginTop: 4 }}>
            <div>
              投标报价：
              <OfferText offer={b.offer} />
            </div>
            <div>接收时间：{formatDateTime(b.receivedAt, true)}</div>
            <Flex gap={4} align="center">
              SHA-256：
              <HashCheck bid={b} />
            </Flex>
          </div>
        </div>
      ))}
    </Flex>
  );
}

interface Props {
  record: OpeningRecord;
  /** Whose token fetches the exports: staff get PDF and Excel, a bidder the PDF. */
  area: Area;
}

/** The 开标记录: when and by whom, every opened bid with its price and its hash checked against the receipt. */
export function OpeningRecordView({ record, area }: Props) {
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const wide = Grid.useBreakpoint().md !== false;
  const failed = record.bids.filter((b) => b.check !== 'ok').length;
  const withSections = record.bids.some((b) => b.sectionName);
  const run = async (kind: 'pdf' | 'xlsx') => {
    setBusy(kind);
    try {
      if (kind === 'pdf') await downloadOpeningRecordPdf(area, record.projectId, record.projectCode);
      else await downloadOpeningRecordExcel(record.projectId, record.projectCode);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="opening-record">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          style={{ flex: '1 1 480px' }}
          items={[
            { key: 'at', label: '开标时间', children: formatDateTime(record.openedAt, true) },
            { key: 'by', label: '开标人', children: record.openedBy },
            { key: 'n', label: '投标文件', children: `${record.bids.length} 份` },
          ]}
        />
        <Space wrap>
          <Button
            icon={<FilePdfOutlined />}
            loading={busy === 'pdf'}
            onClick={() => run('pdf')}
            data-testid="record-pdf"
          >
            导出 PDF
          </Button>
          {area === 'manage' ? (
            <Button
              icon={<FileExcelOutlined />}
              loading={busy === 'xlsx'}
              onClick={() => run('xlsx')}
              data-testid="record-excel"
            >
              导出 Excel
            </Button>
          ) : null}
        </Space>
      </Flex>
      {failed > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`有 ${failed} 份投标文件校验未通过`}
          description="开标时解密得到的文件与投标回执的 SHA-256 不一致或无法解密，见下表红色标记。"
          data-testid="record-check-failed"
        />
      ) : null}
      {wide ? (
        <DataTable<OpenedBid>
          rowKey="bidId"
          columns={columns(withSections)}
          dataSource={record.bids}
          pagination={false}
          locale={tableEmpty('没有投标文件')}
          data-testid="opening-record-table"
        />
      ) : (
        <PhoneBids bids={record.bids} />
      )}
      {record.hall ? <HallRecordTables hall={record.hall} /> : null}
    </Space>
  );
}
