import { EVAL_STEP_LABELS, SHEET_STATUS_LABELS, type SheetStatus } from '@swp/core/evaluation/labels';
import type { CommitteeMember } from '@swp/core/evaluation/responses';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatTime } from '../extraction/format.ts';

const SHEET_COLORS: Record<SheetStatus, string> = {
  none: 'default',
  draft: 'processing',
  submitted: 'success',
  returned: 'warning',
};

/** 未开始 / 评审中 / 已提交 / 已退回 — where one expert's sheet of one step stands. */
export function SheetStatusTag({ status }: { status: SheetStatus }) {
  return (
    <Tag color={SHEET_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="sheet-status">
      {SHEET_STATUS_LABELS[status]}
    </Tag>
  );
}

const columns: ColumnsType<CommitteeMember> = [
  {
    title: '专家',
    key: 'name',
    minWidth: 140,
    render: (_: unknown, m) => (
      <>
        {m.name}
        {m.isChair ? (
          <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="chair-tag">
            组长
          </Tag>
        ) : null}
      </>
    ),
  },
  { title: '推选票数', dataIndex: 'votes', width: 100, align: 'center' },
  {
    title: EVAL_STEP_LABELS.preliminary,
    dataIndex: 'preliminary',
    width: 110,
    align: 'center',
    render: (s: SheetStatus) => <SheetStatusTag status={s} />,
  },
  {
    title: EVAL_STEP_LABELS.detailed,
    dataIndex: 'detailed',
    width: 110,
    align: 'center',
    render: (s: SheetStatus) => <SheetStatusTag status={s} />,
  },
  {
    title: '签名确认',
    dataIndex: 'signedAt',
    width: 170,
    render: (v: string | null) => (v ? formatTime(v) : '未签名'),
  },
];

/**
 * The committee as staff watch it: who is chair, the votes, each expert's sheet per step and the 签名确认. Only
 * statuses — staff never see a score being typed (docs/rules.md), and there is nothing here to change one.
 */
export function CommitteeTable({ committee }: { committee: CommitteeMember[] }) {
  return (
    <DataTable<CommitteeMember>
      rowKey="specialistId"
      columns={columns}
      dataSource={committee}
      pagination={false}
      locale={tableEmpty('评标委员会尚无已确认的专家')}
      data-testid="eval-committee"
    />
  );
}
