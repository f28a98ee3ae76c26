import { BID_CHECK_LABELS, type BidCheck, type OpenedBid } from '@swp/core/bid/responses';
import { amountInCapitals } from '@swp/core/common/money';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fileSize } from '../../shared/file-size.ts';
import { formatMoney } from '../projects/format.ts';

const CHECK_COLORS: Record<BidCheck, string> = { ok: 'success', mismatch: 'error', unreadable: 'error' };

/** 校验一致 in green; a failed check in red, never hidden. */
export function BidCheckTag({ check }: { check: BidCheck }) {
  return (
    <Tag color={CHECK_COLORS[check]} style={{ marginInlineEnd: 0 }} data-testid="bid-check">
      {BID_CHECK_LABELS[check]}
    </Tag>
  );
}

/** A SHA-256 in a narrow cell: the start, the whole value on hover and copy. */
export function ShaCell({ value }: { value: string }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text code copyable={{ text: value }} ellipsis={{ tooltip: value }} style={{ maxWidth: '100%' }}>
      {value}
    </Typography.Text>
  );
}

/**
 * An opened bid's 报价 as the 开标记录 reads it out (唱标): the figures and, below them, the capitals. null is a
 * sealed offer the opening could not decrypt, said in red.
 */
export function OfferText({ offer }: { offer: string | null }) {
  if (offer === null) return <Typography.Text type="danger">无法解密</Typography.Text>;
  return (
    <span data-testid="offer-text">
      <span>{formatMoney(offer)}</span>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, lineHeight: 1.5 }}>
        {amountInCapitals(offer)}
      </Typography.Text>
    </span>
  );
}

/** What a bid table names of every bid, whichever list it comes from (the 开标记录, the 投标文件 tab). */
type BidFacts = Pick<OpenedBid, 'companyName' | 'sectionName' | 'offer' | 'fileName' | 'size'>;

/**
 * The columns both bid tables open with: 投标人, 标段 (only when the project has sections), 投标报价 and 投标文件
 * with its size. Each table adds its own hash, time, check and action columns, and sizes the file column to fit them.
 */
export function bidColumns<T extends BidFacts>(withSections: boolean, fileWidth: number): ColumnsType<T> {
  return [
    { title: '投标人', dataIndex: 'companyName', minWidth: 180, ellipsis: true },
    ...(withSections ? [{ title: '标段', dataIndex: 'sectionName', width: 140, ellipsis: true }] : []),
    {
      title: '投标报价',
      dataIndex: 'offer',
      // A long 大写 wraps under the figures: the column stays narrow so the tables still fit 1366 px.
      width: 160,
      align: 'right',
      render: (v: string | null) => <OfferText offer={v} />,
    },
    {
      title: '投标文件',
      key: 'file',
      width: fileWidth,
      ellipsis: true,
      render: (_: unknown, b) => (
        <Tooltip title={b.fileName}>
          {b.fileName}（{fileSize(b.size)}）
        </Tooltip>
      ),
    },
  ];
}
