import { DownloadOutlined } from '@ant-design/icons';
import type { BidCheck, BidListRow } from '@swp/core/bid/responses';
import type { ProjectDetail } from '@swp/core/project/api';
import { Button, Skeleton, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { fileSize } from '../../shared/file-size.ts';
import { formatDateTime, formatMoney } from '../projects/format.ts';
import { downloadBid, useBidList } from './api.ts';
import { BidCheckTag, ShaCell } from './OpeningRecordView.tsx';
import { mayBeOpened } from './opening-state.ts';
import { SealedNotice } from './SealedNotice.tsx';

function DownloadButton({ row }: { row: BidListRow }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadBid(row.bidId, row.fileName);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={run}
      data-testid="bid-download"
    >
      下载
    </Button>
  );
}

function columns(withSections: boolean): ColumnsType<BidListRow> {
  return [
    { title: '投标人', dataIndex: 'companyName', minWidth: 180, ellipsis: true },
    ...(withSections ? [{ title: '标段', dataIndex: 'sectionName', width: 140, ellipsis: true }] : []),
    {
      title: '投标报价',
      dataIndex: 'offer',
      width: 150,
      align: 'right',
      render: (v: string | null) =>
        v === null ? <Typography.Text type="danger">无法解密</Typography.Text> : formatMoney(v),
    },
    {
      title: '投标文件',
      key: 'file',
      width: 220,
      ellipsis: true,
      render: (_: unknown, r) => (
        <Tooltip title={r.fileName}>
          {r.fileName}（{fileSize(r.size)}）
        </Tooltip>
      ),
    },
    { title: 'SHA-256', dataIndex: 'sha256', width: 170, render: (v: string) => <ShaCell value={v} /> },
    { title: '接收时间', dataIndex: 'receivedAt', width: 150, render: (v: string) => formatDateTime(v, true) },
    { title: '校验结果', dataIndex: 'check', width: 100, render: (c: BidCheck) => <BidCheckTag check={c} /> },
    { title: '操作', key: 'actions', width: 80, fixed: 'right', render: (_: unknown, r) => <DownloadButton row={r} /> },
  ];
}

/**
 * 投标文件 tab (PRODUCT §5): before the opening a sealed notice and no call for the bids; after it every bid with
 * its price, receipt hash and the opening's check, and the decrypted original for download.
 */
export function ProjectBidsTab({ project }: { project: ProjectDetail }) {
  const opened = mayBeOpened(project.status);
  const list = useBidList(project.id, opened);
  if (!opened) return <SealedNotice openTime={project.openTime} />;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  // 已流标 without an opening (or any refusal): the server's words, still nothing of a bid.
  if (list.isError) return <SealedNotice openTime={project.openTime} detail={list.error.message} />;
  const rows = list.data.list;
  return (
    <DataTable<BidListRow>
      rowKey="bidId"
      columns={columns(rows.some((r) => r.sectionName))}
      dataSource={rows}
      loading={list.isFetching}
      pagination={false}
      locale={tableEmpty('没有投标文件')}
      data-testid="bid-table"
    />
  );
}
