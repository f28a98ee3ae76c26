import type { OpeningHallRecord } from '@swp/core/bid/responses';
import { HALL_BID_STATUS_LABELS, HALL_CONFIRMATION_LABELS } from '@swp/core/opening/hall';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatDateTime } from '../../shared/format.ts';

type HallBidder = OpeningHallRecord['bidders'][number];
type Objection = OpeningHallRecord['objections'][number];
type Confirmation = OpeningHallRecord['confirmations'][number];

const when = (at: string | null) => (at ? formatDateTime(at, true) : '—');
const STATUS_COLORS = { sealed: 'default', decrypted: 'success', withdrawn: 'error' } as const;
const VERDICT_COLORS = { confirmed: 'success', disagreed: 'warning', unconfirmed: 'default' } as const;

const bidderColumns: ColumnsType<HallBidder> = [
  { title: '投标人', dataIndex: 'companyName' },
  { title: '签到时间', dataIndex: 'signedInAt', width: 170, render: when },
  { title: '解密时间', dataIndex: 'decryptedAt', width: 170, render: when },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: HallBidder['status'], row) => (
      <>
        <Tag color={STATUS_COLORS[status]}>{HALL_BID_STATUS_LABELS[status]}</Tag>
        {row.withdrawnReason ? <Typography.Text type="secondary">{row.withdrawnReason}</Typography.Text> : null}
      </>
    ),
  },
];

const objectionColumns: ColumnsType<Objection> = [
  { title: '投标人', dataIndex: 'companyName', width: 200 },
  { title: '异议内容', dataIndex: 'content' },
  { title: '提出时间', dataIndex: 'raisedAt', width: 170, render: when },
  {
    title: '答复',
    dataIndex: 'answer',
    render: (answer: string | null, row) =>
      answer ? `${answer}（${row.answeredBy ?? ''} ${when(row.answeredAt)}）` : '未答复',
  },
];

const confirmationColumns: ColumnsType<Confirmation> = [
  { title: '投标人', dataIndex: 'companyName', width: 200 },
  {
    title: '确认情况',
    dataIndex: 'verdict',
    width: 110,
    render: (verdict: Confirmation['verdict']) => (
      <Tag color={VERDICT_COLORS[verdict]}>{HALL_CONFIRMATION_LABELS[verdict]}</Tag>
    ),
  },
  { title: '不同意见', dataIndex: 'reason', render: (reason: string) => reason || '—' },
  { title: '时间', dataIndex: 'at', width: 170, render: when },
];

/**
 * The 开标大厅's part of the 开标记录, as the PDF prints it: 签到 and decryption per bidder (a withdrawn bid with its
 * reason), the 开标异议 with their answers, and each bidder's word on the record (已确认, 有异议 with its reason, 未确认).
 */
export function HallRecordTables({ hall }: { hall: OpeningHallRecord }) {
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        签到与解密
      </Typography.Title>
      <DataTable<HallBidder>
        rowKey={(row) => `${row.companyName}-${row.sectionName ?? ''}`}
        columns={bidderColumns}
        dataSource={hall.bidders}
        pagination={false}
        locale={tableEmpty('没有投标人')}
        data-testid="record-hall-bidders"
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        开标异议
      </Typography.Title>
      <DataTable<Objection>
        rowKey={(row) => `${row.companyName}-${row.raisedAt}`}
        columns={objectionColumns}
        dataSource={hall.objections}
        pagination={false}
        locale={tableEmpty('无开标异议')}
        data-testid="record-hall-objections"
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        开标记录确认
      </Typography.Title>
      <DataTable<Confirmation>
        rowKey="companyName"
        columns={confirmationColumns}
        dataSource={hall.confirmations}
        pagination={false}
        locale={tableEmpty('没有投标人')}
        data-testid="record-hall-confirmations"
      />
    </>
  );
}
