import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { BID_CHECK_LABELS } from '@swp/core/bid/responses';
import type { EvalBidder } from '@swp/core/evaluation/responses';
import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { OfferText, ShaCell } from '../../../shared/components/bid-columns.tsx';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { FilePreviewModal, type PreviewedFile } from '../../../shared/components/FilePreviewModal.tsx';
import { fileSize } from '../../../shared/file-size.ts';
import { formatMoney } from '../../../shared/format.ts';
import { downloadBidFile, fetchBidFile } from '../api.ts';

/** The 报价, and the 最后报价 (竞争性谈判) under it when it differs. */
function Offers({ bidder }: { bidder: EvalBidder }) {
  const revised = bidder.finalOffer !== null && bidder.finalOffer !== bidder.offer;
  return (
    <Space orientation="vertical" size={0}>
      <OfferText offer={bidder.offer} />
      {revised ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="final-offer">
          最后报价 {formatMoney(bidder.finalOffer)}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** A bid the opening found wrong: flagged with its finding; the server refuses its file, so no button offers it. */
function OpeningFlag({ bidder }: { bidder: EvalBidder }) {
  if (bidder.check === 'ok') return null;
  return (
    <Tooltip title={`开标时该投标文件校验未通过（${BID_CHECK_LABELS[bidder.check]}），文件不能下载或预览`}>
      <Tag color="error" data-testid="bid-flag">
        开标校验：{BID_CHECK_LABELS[bidder.check]}
      </Tag>
    </Tooltip>
  );
}

function columns(projectId: number, preview: (b: EvalBidder) => void): ColumnsType<EvalBidder> {
  return [
    {
      title: '投标人',
      key: 'companyName',
      minWidth: 200,
      render: (_: unknown, b) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text ellipsis={{ tooltip: b.companyName }}>{b.companyName}</Typography.Text>
          <OpeningFlag bidder={b} />
        </Space>
      ),
    },
    { title: '投标报价', key: 'offer', width: 170, align: 'right', render: (_: unknown, b) => <Offers bidder={b} /> },
    {
      title: '投标文件',
      key: 'file',
      width: 240,
      ellipsis: true,
      render: (_: unknown, b) => (
        <Tooltip title={b.fileName}>
          {b.fileName}（{fileSize(b.size)}）
        </Tooltip>
      ),
    },
    { title: 'SHA-256', dataIndex: 'sha256', width: 170, render: (v: string) => <ShaCell value={v} /> },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, b) =>
        b.check !== 'ok' ? (
          <Typography.Text type="danger" data-testid="bid-refused">
            不能下载
          </Typography.Text>
        ) : (
          <Space size={4}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => downloadBidFile(projectId, b.bidId, b.fileName).catch(() => undefined)}
              data-testid="bid-download"
            >
              下载
            </Button>
            {b.previewable ? (
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => preview(b)}
                data-testid="bid-preview"
              >
                预览
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];
}

/** 投标文件: the opened bids the committee evaluates, with download and a PDF preview in the browser. */
export function BiddersCard({ projectId, bidders }: { projectId: number; bidders: EvalBidder[] }) {
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null);
  const preview = (b: EvalBidder) => setPreviewed({ id: b.bidId, name: b.fileName, mimeType: 'application/pdf' });
  return (
    <Card variant="borderless" title={`投标文件（${bidders.length} 家）`} data-testid="eval-bidders">
      <DataTable<EvalBidder>
        rowKey="bidId"
        columns={columns(projectId, preview)}
        dataSource={bidders}
        pagination={false}
      />
      <FilePreviewModal
        file={previewed}
        load={(file) => fetchBidFile(projectId, file.id, true)}
        onClose={() => setPreviewed(null)}
      />
    </Card>
  );
}
