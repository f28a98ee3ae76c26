import { FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import type { MyBid } from '@swp/core/bid/responses';
import { amountInCapitals } from '@swp/core/common/money';
import { Button, Descriptions, Grid, Typography } from 'antd';
import { useState } from 'react';
import { fileSize } from '../../shared/file-size.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { downloadReceipt } from './api.ts';

type Lodged = NonNullable<MyBid>;

/**
 * The 投标回执 as the server issued it: its number (the bid's public id), the figures it computed while it wrote the
 * file (name, size in bytes, SHA-256), the time by its own clock and the 报价 in figures and capitals. The PDF
 * carries the same figures.
 */
export function BidReceiptView(props: { bid: Lodged; projectId: number; projectCode: string }) {
  const { bid, projectId, projectCode } = props;
  const [busy, setBusy] = useState(false);
  // On a phone the labels go above the values, so the hash has the whole width.
  const wide = Grid.useBreakpoint().sm !== false;
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(projectId, bid.sectionId, projectCode);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="bid-receipt">
      <Descriptions
        bordered
        size="small"
        column={1}
        layout={wide ? 'horizontal' : 'vertical'}
        styles={{ label: wide ? { width: 132 } : {} }}
        items={[
          {
            key: 'no',
            label: '回执编号',
            children: (
              <Typography.Text copyable style={{ wordBreak: 'break-all' }} data-testid="receipt-no">
                {bid.bidId}
              </Typography.Text>
            ),
          },
          { key: 'name', label: '文件名称', children: <span data-testid="receipt-name">{bid.fileName}</span> },
          {
            key: 'size',
            label: '文件大小',
            children: (
              <span data-testid="receipt-size">
                {fileSize(bid.size)}（{bid.size.toLocaleString('en-US')} 字节）
              </span>
            ),
          },
          {
            key: 'sha',
            label: 'SHA-256',
            children: (
              <Typography.Text copyable code style={{ wordBreak: 'break-all' }} data-testid="receipt-sha256">
                {bid.sha256}
              </Typography.Text>
            ),
          },
          {
            key: 'time',
            label: '服务器接收时间',
            children: <span data-testid="receipt-time">{formatDateTime(bid.receivedAt, true)}</span>,
          },
          {
            key: 'offer',
            label: '投标报价',
            children:
              bid.offer === null ? (
                // 投标人加密: the server has no 报价 to show until the bidder decrypts in the 开标大厅.
                <Typography.Text data-testid="receipt-offer">
                  <LockOutlined /> 已由投标人加密密封，开标时由您解密后公开唱标
                </Typography.Text>
              ) : (
                <>
                  <div data-testid="receipt-offer">{formatMoney(bid.offer)}</div>
                  <div data-testid="receipt-offer-capitals">大写：{amountInCapitals(bid.offer)}</div>
                </>
              ),
          },
        ]}
      />
      <Button
        icon={<FilePdfOutlined />}
        loading={busy}
        onClick={download}
        style={{ marginTop: 12 }}
        data-testid="receipt-pdf"
      >
        下载投标回执(PDF)
      </Button>
    </div>
  );
}
