import { amountInCapitals, formatAmount } from '@swp/core/common/money';
import type { HallState } from '@swp/core/opening/responses';
import { Card, Flex, Grid, List, type TableColumnsType, Tag, Typography } from 'antd';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { formatTime } from '../../shared/format.ts';
import { BIDDER_STATUS, bidderStatus, type HallBidder, isAnnounced } from './bidder-status.ts';

function StatusTag({ bidder }: { bidder: HallBidder }) {
  const key = bidderStatus(bidder);
  const { label, color } = BIDDER_STATUS[key];
  return (
    <Tag color={color} data-testid="hall-bidder-status" data-status={key}>
      {label}
    </Tag>
  );
}

/** 报价 as 唱标 reads it: figures with separators and the amount in 大写 (core money.ts, as on the 投标回执). */
function Offer({ offer }: { offer: string | null | undefined }) {
  if (!offer) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong data-testid="hall-offer">
        ¥{formatAmount(offer)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="hall-offer-capitals">
        {amountInCapitals(offer)}
      </Typography.Text>
    </Flex>
  );
}

const nameOf = (b: HallBidder) => (b.sectionName ? `${b.companyName}（${b.sectionName}）` : b.companyName);
const rowKey = (b: HallBidder) => `${b.companyName}|${b.sectionName ?? ''}`;

/**
 * Every bidder's 签到 and decryption live, and from 唱标 on its 报价. What is shown is exactly what the server
 * answered this viewer (core hallView): before the start a company sees only its own row and no price reaches any
 * page before 唱标, so nothing here can reveal another bid early. A table on a wide screen, cards on a phone; the
 * table (DataTable) fits 1366 px with the 大写 wrapped in its column, and below the width its columns need it
 * scrolls sideways and is then a Tab stop of its own (it has nothing else to focus).
 */
export function BidderBoard({ state }: { state: HallState }) {
  const wide = Grid.useBreakpoint().md !== false;
  const announced = isAnnounced(state);
  const title = announced ? '唱标' : '投标人状态';

  if (!state.biddersShown) {
    return (
      <Card size="small" title={title} data-testid="hall-bidders">
        <Typography.Text type="secondary">
          开标时间到达后可查看投标人签到情况（开标前不公开投标人名单）。
        </Typography.Text>
      </Card>
    );
  }

  if (!wide) {
    return (
      <Card size="small" title={title} data-testid="hall-bidders" styles={{ body: { padding: 0 } }}>
        <List
          dataSource={state.bidders}
          rowKey={rowKey}
          renderItem={(b) => (
            <List.Item style={{ padding: '10px 12px', display: 'block' }} data-testid="hall-bidder">
              <Flex justify="space-between" align="start" gap={8}>
                <Typography.Text strong={b.mine} data-testid="hall-bidder-name">
                  {nameOf(b)}
                  {b.mine ? <Tag style={{ marginLeft: 6 }}>本单位</Tag> : null}
                </Typography.Text>
                <StatusTag bidder={b} />
              </Flex>
              {announced && b.status === 'decrypted' ? <Offer offer={b.offer} /> : null}
              {b.withdrawnReason ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {b.withdrawnReason}
                </Typography.Text>
              ) : null}
            </List.Item>
          )}
        />
      </Card>
    );
  }

  const columns: TableColumnsType<HallBidder> = [
    {
      title: '投标人',
      key: 'name',
      minWidth: 200,
      render: (_, b) => (
        <span data-testid="hall-bidder-name">
          {nameOf(b)}
          {b.mine ? <Tag style={{ marginLeft: 6 }}>本单位</Tag> : null}
        </span>
      ),
    },
    { title: '签到时间', key: 'signedInAt', width: 160, render: (_, b) => formatTime(b.signedInAt) },
    {
      title: '状态',
      key: 'status',
      width: 220,
      render: (_, b) => (
        <Flex vertical gap={2}>
          <span>
            <StatusTag bidder={b} />
          </span>
          {b.withdrawnReason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {b.withdrawnReason}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: '解密时间', key: 'decryptedAt', width: 160, render: (_, b) => formatTime(b.decryptedAt) },
    ...(announced
      ? [
          {
            title: '投标报价（元）',
            key: 'offer',
            width: 260,
            render: (_: unknown, b: HallBidder) => <Offer offer={b.status === 'decrypted' ? b.offer : null} />,
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={title} data-testid="hall-bidders" styles={{ body: { padding: 0 } }}>
      <DataTable<HallBidder>
        pagination={false}
        rowKey={rowKey}
        columns={columns}
        dataSource={state.bidders}
        onRow={() => ({ 'data-testid': 'hall-bidder' }) as React.HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
