import { PlusOutlined } from '@ant-design/icons';
import type { NegotiationState } from '@swp/core/evaluation/negotiation';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatMoney, formatTime } from '../../shared/format.ts';
import { refusalOf } from '../../shared/refusal.ts';
import { type NegotiationRound, type RoundsArea, useNegotiationRounds } from './api.ts';
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
  /** Staff (评标 tab) or a member of the committee (在线评标); default staff. */
  area?: RoundsArea;
  /** The rounds' summary and the recorded reason for holding none (progress / workspace `negotiation`). */
  state?: NegotiationState | null;
  /** What still has to happen before the result (shown above the rounds), if anything. */
  prompt?: string | null;
  /** Further actions beside 发起新一轮谈判 (the chair's 不进行谈判). */
  actions?: ReactNode;
}

/**
 * 竞争性谈判 (a step of its own): every round with its deadline and, once closed, each bidder's quote;
 * 发起新一轮谈判 once 初步评审 closed (one open round at a time); the committee's reason when it holds none. The
 * report ranks by the last closed round's quotes.
 */
export function NegotiationCard({ projectId, canOpenRound, area = 'manage', state, prompt, actions }: Props) {
  const rounds = useNegotiationRounds(projectId, area);
  const [open, setOpen] = useState(false);
  const list = rounds.data?.rounds ?? [];
  const running = list.some((r) => !r.closed);

  return (
    <Card
      size="small"
      title="竞争性谈判"
      extra={
        <Flex gap={8}>
          {actions}
          {canOpenRound ? (
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
          ) : null}
        </Flex>
      }
      data-testid="negotiation-card"
    >
      {prompt ? (
        <Alert type="warning" showIcon title={prompt} style={{ marginBottom: 12 }} data-testid="negotiation-prompt" />
      ) : null}
      {state?.waiver && list.length === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`评标委员会决定不进行谈判，理由：${state.waiver.reason}`}
          description={`组长${state.waiver.recordedBy}于${formatTime(state.waiver.recordedAt)}记录`}
          data-testid="negotiation-waiver"
        />
      ) : null}
      <DataTable<NegotiationRound>
        rowKey="round"
        columns={columns}
        dataSource={list}
        loading={rounds.isPending}
        pagination={false}
        locale={tableEmpty(rounds.isError ? (refusalOf(rounds.error) ?? '加载失败') : '尚未发起谈判')}
        scroll={{ x: 'max-content' }}
        data-testid="negotiation-rounds"
      />
      <OpenRoundModal
        projectId={projectId}
        nextRound={list.length + 1}
        open={open}
        onClose={() => setOpen(false)}
        area={area}
      />
    </Card>
  );
}
