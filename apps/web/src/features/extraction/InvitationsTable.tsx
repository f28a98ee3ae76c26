import { cancelInvitationInput } from '@swp/core/extraction/manage-schema';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { InvitationStatusTag } from '../../shared/components/InvitationStatusTag.tsx';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatMinute } from '../../shared/format.ts';
import { type CommitteeInvitation, type ExtractionKind, useCancelInvitation, useReplaceInvitation } from './api.ts';

const SEAT = { member: '评委', backup: '备选' } as const;

/**
 * The committee, one row per invitation, live. 补抽 and 标记不能参加 are offered exactly when the server says so
 * (canReplace / canCancel on each row): it alone knows the seat counts, the project's state and the clock.
 */
export function InvitationsTable({ kind, invitations }: { kind: ExtractionKind; invitations: CommitteeInvitation[] }) {
  const { modal } = App.useApp();
  const replace = useReplaceInvitation(kind);
  const cancel = useCancelInvitation(kind);
  const [cancelling, setCancelling] = useState<CommitteeInvitation | null>(null);
  const nameOf = new Map(invitations.map((i) => [i.id, i.specialistName]));

  const confirmReplace = (row: CommitteeInvitation) =>
    modal.confirm({
      title: `为“${row.specialistName}”的席位补抽专家？`,
      content: `将按原抽取条件，从未被抽取过的${row.categoryLabel}专家中随机抽取 1 人（优先递补备选专家），并立即短信通知。`,
      okText: '补抽',
      onOk: async () => {
        // A refusal is shown by the HTTP client; the dialog closes either way.
        const env = await replace.mutateAsync({ invitationId: row.id }).catch(() => null);
        if (env) feedback.success(env.msg || `已补抽：${env.data?.specialistName ?? ''}`);
      },
    });

  // Who and whether they answered come first: at 1024 px they stay left of the fixed 操作 column; at 1366 px the
  // whole table (1070 px) fits beside the menu, 确认时间 included.
  const columns: ColumnsType<CommitteeInvitation> = [
    { title: '序号', key: 'index', width: 48, align: 'center', render: (_v, _r, i) => i + 1 },
    {
      title: '姓名',
      dataIndex: 'specialistName',
      width: 120,
      render: (name: string, row) => (
        <Space size={4}>
          <span>{name}</span>
          {row.replacesId != null ? (
            <Tooltip title={`补抽，替换：${nameOf.get(row.replacesId) ?? '—'}`}>
              <Tag color="blue">补抽</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 130,
      // A decline's or a cancellation's reason is read in the table, not only on hover: staff call the next expert
      // knowing why this one said no.
      render: (_v, row) => (
        <>
          <Space size={4}>
            <InvitationStatusTag label={row.statusLabel} remark={row.remark} />
            {row.replacedById != null ? <Typography.Text type="secondary">已补位</Typography.Text> : null}
          </Space>
          {row.remark ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, tooltip: row.remark }}
              style={{ margin: '2px 0 0', fontSize: 12 }}
              data-testid="invitation-remark"
            >
              原因：{row.remark}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', width: 108 },
    { title: '工作单位', dataIndex: 'employer', minWidth: 140, ellipsis: true, render: (v: string) => v || '—' },
    { title: '类别', dataIndex: 'categoryLabel', width: 64 },
    {
      title: '席位',
      dataIndex: 'seat',
      width: 60,
      render: (s: CommitteeInvitation['seat']) => <Tag color={s === 'member' ? 'geekblue' : 'default'}>{SEAT[s]}</Tag>,
    },
    { title: '通知时间', dataIndex: 'sendurlSendtime', width: 140, render: formatMinute },
    { title: '确认时间', dataIndex: 'affirmTime', width: 140, render: formatMinute },
    {
      title: '操作',
      key: 'actions',
      // 补抽 (a declined or expired seat) and 标记不能参加 (a confirmed one) never show together.
      width: 120,
      fixed: 'right',
      render: (_v, row) =>
        row.canReplace || row.canCancel ? (
          <Space size={0}>
            {row.canReplace ? (
              <Button type="link" size="small" onClick={() => confirmReplace(row)}>
                补抽
              </Button>
            ) : null}
            {row.canCancel ? (
              <Button type="link" size="small" danger onClick={() => setCancelling(row)}>
                标记不能参加
              </Button>
            ) : null}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <DataTable<CommitteeInvitation>
        rowKey="id"
        columns={columns}
        dataSource={invitations}
        pagination={false}
        // A seat that has been filled again stays listed (the record), in the grey of meta text: dimming it with
        // opacity took its words under 4.5:1 (WCAG 1.4.3).
        onRow={(row) => (row.replacedById != null ? { style: { color: 'rgba(0, 0, 0, 0.58)' } } : {})}
        locale={tableEmpty('暂无抽取结果')}
        data-testid="invitations-table"
      />
      <ReasonModal
        open={cancelling != null}
        title={`登记不能参加：${cancelling?.specialistName ?? ''}`}
        notice="专家确认参加后来电取消时登记。登记后该席位空出，可补抽其他专家。"
        label="不能参加的原因"
        placeholder="请输入专家告知的原因"
        rule={cancelInvitationInput.shape.reason}
        okText="确认登记"
        danger
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onSubmit={async (reason) => {
          if (!cancelling) return;
          await cancel.mutateAsync({ invitationId: cancelling.id, reason });
          feedback.success(`已登记“${cancelling.specialistName}”不能参加`);
          setCancelling(null);
        }}
      />
    </>
  );
}
