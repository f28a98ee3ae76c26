import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { refusalOf } from '../extraction/api.ts';
import { formatTime } from '../extraction/format.ts';
import { formatMoney } from '../projects/format.ts';
import { type NegotiationRound, useNegotiationRounds } from './api.ts';
import { OpenRoundModal } from './OpenRoundModal.tsx';

/** The quotes of a closed round, lowest first; before the deadline they stay sealed like the bids. */
function Offers({ round }: { round: NegotiationRound }) {
  if (!round.offers) return <Typography.Text type="secondary">截止后公开</Typography.Text>;
  if (round.offers.length === 0) return <Typography.Text type="secondary">无人报价</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="round-offers">
      {round.offers.map((o) => (
        <li key={o.bidId}>
          {o.companyName}：{formatMoney(o.offer)}
          <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
            {formatTime(o.submittedAt)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnsType<NegotiationRound> = [
  { title: '轮次', dataIndex: 'round', width: 80, align: 'center', render: (n: number) => `第${n}轮` },
  {
    title: '谈判内容',
    dataIndex: 'note',
    minWidth: 220,
    render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span>,
  },
  { title: '截止时间', dataIndex: 'deadline', width: 170, render: formatTime },
  {
    title: '状态',
    dataIndex: 'closed',
    width: 90,
    align: 'center',
    render: (closed: boolean) =>
      closed ? (
        <Tag style={{ marginInlineEnd: 0 }}>已截止</Tag>
      ) : (
        <Tag color="processing" style={{ marginInlineEnd: 0 }}>
          报价中
        </Tag>
      ),
  },
  { title: '最后报价', key: 'offers', width: 320, render: (_: unknown, r) => <Offers round={r} /> },
];

interface Props {
  projectId: number;
  /** 初步评审 closed and the result not submitted (the server decides again). */
  canOpenRound: boolean;
}

/**
 * 竞争性谈判 on the 评标 tab: every round with its deadline and, once closed, the quotes; 发起新一轮谈判 while the
 * committee scores (one open round at a time). The report ranks by the last quote.
 */
export function NegotiationCard({ projectId, canOpenRound }: Props) {
  const rounds = useNegotiationRounds(projectId);
  const [open, setOpen] = useState(false);
  const list = rounds.data?.rounds ?? [];
  const running = list.some((r) => !r.closed);

  return (
    <Card
      size="small"
      title="竞争性谈判"
      extra={
        canOpenRound ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={running}
            title={running ? '本轮谈判截止后才能发起下一轮' : undefined}
            onClick={() => setOpen(true)}
            data-testid="round-new"
          >
            发起新一轮谈判
          </Button>
        ) : null
      }
      data-testid="negotiation-card"
    >
      <DataTable<NegotiationRound>
        rowKey="round"
        columns={columns}
        dataSource={list}
        loading={rounds.isPending}
        pagination={false}
        locale={tableEmpty(rounds.isError ? (refusalOf(rounds.error) ?? '加载失败') : '尚未发起谈判')}
        data-testid="negotiation-rounds"
      />
      <OpenRoundModal projectId={projectId} nextRound={list.length + 1} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
