import { EXPERT_CATEGORY_LABELS } from '@swp/core/extraction/schema';
import { GENDER_LABELS, type SpecialistListItem } from '@swp/core/specialist/index';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { SpecialistStatusTag } from './SpecialistStatusTag.tsx';

const dash = (v: string | null | undefined) => v || '—';

/**
 * The expert table's columns (docs/product.md); `actions` renders the last one. Ordered by what staff look for: who
 * (name, mobile, employer, title, specialties) and whether they can be drawn (status) stay left of the fixed 操作
 * column at 1024 and 1366 px; the rest of the record scrolls under it.
 */
export function specialistColumns(actions: (row: SpecialistListItem) => ReactNode): ColumnsType<SpecialistListItem> {
  return [
    { title: '姓名', dataIndex: 'name', width: 100, fixed: 'left', ellipsis: true },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    { title: '工作单位', dataIndex: 'employer', width: 200, ellipsis: true, render: dash },
    { title: '职称', dataIndex: 'title', width: 110, ellipsis: true, render: dash },
    {
      title: '专业类别',
      dataIndex: 'specialties',
      width: 180,
      render: (list: SpecialistListItem['specialties']) =>
        list.length ? (
          <Space size={[0, 4]} wrap>
            {list.map((s) => (
              <Tag key={s.id}>{s.name}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, row) => <SpecialistStatusTag status={row.status} blacklisted={row.blacklisted} />,
    },
    {
      title: '专家类别',
      dataIndex: 'category',
      width: 86,
      render: (c: SpecialistListItem['category']) => EXPERT_CATEGORY_LABELS[c],
    },
    {
      title: '内部/外部',
      dataIndex: 'external',
      width: 96,
      render: (external: boolean) => (external ? <Tag color="purple">外部招募</Tag> : '内部'),
    },
    { title: '所在地区', dataIndex: 'region', width: 100, ellipsis: true, render: dash },
    {
      title: '拒绝次数',
      dataIndex: 'declineCount',
      width: 80,
      align: 'right',
      render: (n: number) => (n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n),
    },
    {
      title: '性别',
      dataIndex: 'gender',
      width: 56,
      render: (g: SpecialistListItem['gender']) => (g ? GENDER_LABELS[g] : '—'),
    },
    {
      title: '身份证号',
      dataIndex: 'idNumber',
      width: 170,
      render: (v: string) => <Typography.Text style={{ fontFamily: 'monospace' }}>{dash(v)}</Typography.Text>,
    },
    { title: '操作', key: 'actions', width: 210, fixed: 'right', render: (_: unknown, row) => actions(row) },
  ];
}
