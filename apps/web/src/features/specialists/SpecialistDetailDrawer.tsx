import { EyeOutlined } from '@ant-design/icons';
import { EXPERT_CATEGORY_LABELS } from '@swp/core/extraction/schema';
import { externalLabel, GENDER_LABELS, type SpecialistEvaluation } from '@swp/core/specialist/index';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { InvitationStatusTag } from '../../shared/components/InvitationStatusTag.tsx';
import { SpecialistStatusTag } from '../../shared/components/SpecialistStatusTag.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatTime } from '../../shared/format.ts';
import { revealIdNumber, useSpecialistDetail } from './api.ts';

const SEAT_LABELS = { member: '评审专家', backup: '备选专家' } as const;

const historyColumns = [
  {
    title: '项目 / 任务',
    key: 'what',
    render: (_: unknown, e: SpecialistEvaluation) =>
      e.kind === 'project' ? (
        <span>
          {e.projectName}
          <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
            {e.projectCode}
          </Typography.Text>
        </span>
      ) : (
        <span>
          <Tag>外部招募</Tag>
          {e.taskName}
        </span>
      ),
  },
  { title: '席位', dataIndex: 'seat', width: 90, render: (s: 'member' | 'backup') => SEAT_LABELS[s] },
  {
    title: '状态',
    key: 'status',
    width: 110,
    render: (_: unknown, e: SpecialistEvaluation) => (
      <InvitationStatusTag label={e.statusLabel} isAffirm={e.isAffirm} remark={e.remark} />
    ),
  },
  { title: '邀请时间', dataIndex: 'invitedAt', width: 150, render: formatTime },
  { title: '答复时间', dataIndex: 'affirmTime', width: 150, render: formatTime },
  { title: '开标时间', dataIndex: 'openTime', width: 150, render: formatTime },
];

/** 专家详情: the record, its evaluation history (every invitation) and the number of declines. */
export function SpecialistDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useSpecialistDetail(id);
  const [fullId, setFullId] = useState<{ id: number; value: string } | null>(null);
  const d = detail.data;
  const shownId = fullId && fullId.id === d?.id ? fullId.value : d?.idNumber;

  return (
    <Drawer title="专家详情" open={id != null} onClose={onClose} size={860} destroyOnHidden>
      {detail.isLoading || !d ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="specialist-detail">
          {d.frozen ? (
            <Alert
              type="warning"
              showIcon
              title={`该专家已于 ${formatTime(d.frozen.at)} 被 ${d.frozen.by} 冻结：${d.frozen.reason}`}
              description="冻结期间不会被抽取。"
            />
          ) : null}
          <Descriptions
            bordered
            size="small"
            column={2}
            items={[
              { key: '姓名', label: '姓名', children: d.name },
              {
                key: '状态',
                label: '状态',
                children: <SpecialistStatusTag status={d.status} blacklisted={d.blacklisted} />,
              },
              { key: '性别', label: '性别', children: d.gender ? GENDER_LABELS[d.gender] : '—' },
              { key: '出生日期', label: '出生日期', children: d.birthDate ?? '—' },
              { key: '手机号', label: '手机号', children: d.mobile },
              {
                key: '身份证号',
                label: '身份证号',
                children: (
                  <>
                    {shownId || '—'}
                    {d.idNumber && shownId === d.idNumber ? (
                      <Button
                        type="link"
                        size="small"
                        icon={<EyeOutlined />}
                        onClick={() =>
                          revealIdNumber(d.id).then(
                            ({ idNumber }) => setFullId({ id: d.id, value: idNumber }),
                            () => undefined, // shown by the HTTP client
                          )
                        }
                      >
                        查看完整号码
                      </Button>
                    ) : null}
                  </>
                ),
              },
              { key: '职称', label: '职称', children: d.title || '—' },
              { key: '专家类别', label: '专家类别', children: EXPERT_CATEGORY_LABELS[d.category] },
              { key: '工作单位', label: '工作单位', children: d.employer || '—' },
              { key: '所在地区', label: '所在地区', children: d.region || '—' },
              { key: '内部/外部', label: '内部/外部', children: externalLabel(d.external) },
              { key: '部门/专业组', label: '部门/专业组', children: d.deptName || '—' },
              {
                key: '专业类别',
                label: '专业类别',
                span: 2,
                children: <>{d.specialties.length ? d.specialties.map((s) => <Tag key={s.id}>{s.path}</Tag>) : '—'}</>,
              },
              { key: '专家账号', label: '专家账号', children: d.account ?? '未开通' },
              {
                key: '被抽取 / 拒绝',
                label: '被抽取 / 拒绝',
                children: (
                  <>
                    {d.invitationCount} 次 /{' '}
                    <Typography.Text type={d.declineCount ? 'danger' : undefined}>{d.declineCount} 次</Typography.Text>
                  </>
                ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            评标记录
          </Typography.Title>
          {/* Said always, never counted: a number of hidden invitations would name the drawn experts. */}
          <Typography.Text type="secondary">
            尚未开标项目的抽取和外部招募任务的抽取，仅抽取人和管理员可见；项目开标后对其他人显示。
          </Typography.Text>
          <DataTable<SpecialistEvaluation>
            rowKey="invitationId"
            columns={historyColumns}
            dataSource={d.evaluations}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={tableEmpty('暂无评标记录')}
          />
        </Space>
      )}
    </Drawer>
  );
}
