import { DownloadOutlined } from '@ant-design/icons';
import { BID_CHECK_LABELS, type BidCheck, type BidListRow } from '@swp/core/bid/responses';
import { withdrawnBidFileWords } from '@swp/core/opening/hall';
import type { HallState } from '@swp/core/opening/responses';
import type { ProjectDetail } from '@swp/core/project/api';
import { Alert, Button, Skeleton, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { BidCheckTag, bidColumns, ShaCell } from '../../shared/components/bid-columns.tsx';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { mayBeOpened } from '../../shared/opening-state.ts';
import { downloadBid, useBidList, useWithdrawnBids } from './api.ts';
import { SealedNotice } from './SealedNotice.tsx';

function DownloadButton({ row }: { row: BidListRow }) {
  const [busy, setBusy] = useState(false);
  // A bid the opening found wrong: the server refuses its file with that finding, so no button offers it.
  if (row.check !== 'ok') {
    return (
      <Tooltip title={`开标校验未通过（${BID_CHECK_LABELS[row.check]}），该投标文件不能下载`}>
        <Typography.Text type="danger" data-testid="bid-refused">
          不能下载
        </Typography.Text>
      </Tooltip>
    );
  }
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

/**
 * The bids the 开标大厅 withdrew or recalled (第三十一条): no line of the list and no download (the server refuses
 * their files to everyone), but named here with the hall's reason, so nobody looks for a file that is not offered.
 */
function WithdrawnBids({ bidders }: { bidders: HallState['bidders'] }) {
  if (bidders.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title="以下投标文件在开标大厅按撤销（撤回）投标处理，不列入投标文件，不能下载"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {bidders.map((b) => (
            <li key={b.bidId ?? `${b.companyName}-${b.sectionName ?? ''}`} data-testid="bid-withdrawn">
              {b.companyName}
              {b.sectionName ? `（${b.sectionName}）` : ''}：{withdrawnBidFileWords(b.withdrawnReason ?? '')}。
              {b.withdrawnReason ? <Typography.Text type="secondary">{b.withdrawnReason}</Typography.Text> : null}
            </li>
          ))}
        </ul>
      }
      data-testid="bid-withdrawn-notice"
    />
  );
}

function columns(withSections: boolean): ColumnsType<BidListRow> {
  return [
    ...bidColumns<BidListRow>(withSections, 220),
    { title: 'SHA-256', dataIndex: 'sha256', width: 170, render: (v: string) => <ShaCell value={v} /> },
    { title: '接收时间', dataIndex: 'receivedAt', width: 150, render: (v: string) => formatDateTime(v, true) },
    { title: '校验结果', dataIndex: 'check', width: 100, render: (c: BidCheck) => <BidCheckTag check={c} /> },
    { title: '操作', key: 'actions', width: 80, fixed: 'right', render: (_: unknown, r) => <DownloadButton row={r} /> },
  ];
}

/**
 * 投标文件 tab (docs/product.md): before the opening a sealed notice and no call for the bids; after it every bid with
 * its price, receipt hash and the opening's check, and the decrypted original for download.
 */
export function ProjectBidsTab({ project }: { project: ProjectDetail }) {
  const opened = mayBeOpened(project.status);
  const list = useBidList(project.id, opened);
  const withdrawn = useWithdrawnBids(project.id, opened);
  if (!opened) return <SealedNotice openTime={project.openTime} />;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  // 已流标 without an opening (or any refusal): the server's words, still nothing of a bid.
  if (list.isError) return <SealedNotice openTime={project.openTime} detail={list.error.message} />;
  const rows = list.data.list;
  return (
    <>
      <WithdrawnBids bidders={withdrawn.data ?? []} />
      <DataTable<BidListRow>
        rowKey="bidId"
        columns={columns(rows.some((r) => r.sectionName))}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        locale={tableEmpty('没有投标文件')}
        data-testid="bid-table"
      />
    </>
  );
}
