import type { AnnouncementListRow } from '@swp/core/announcement/api';
import { Badge, Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useDeleteAnnouncement } from './api.ts';

const BULLETIN = '/vender/layout/bulletin';

/** The project's announcements: drafts open in the editor, published ones read-only. */
export function AnnouncementTable({
  rows,
  loading,
  onOpen,
}: {
  rows: AnnouncementListRow[];
  loading: boolean;
  onOpen: (row: AnnouncementListRow) => void;
}) {
  const remove = useDeleteAnnouncement();
  const columns: ColumnsType<AnnouncementListRow> = [
    {
      title: '公告类型',
      dataIndex: 'typeLabel',
      width: 110,
      render: (label: string, row) => <Tag color={TYPE_COLORS[row.type]}>{label}</Tag>,
    },
    {
      title: '公告标题',
      dataIndex: 'title',
      minWidth: 220,
      ellipsis: true,
      render: (title: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row)}>
          {title}
        </Button>
      ),
    },
    {
      title: '状态',
      dataIndex: 'statusLabel',
      width: 90,
      render: (label: string, row) => (
        <Badge status={row.status === 'published' ? 'success' : 'processing'} text={label} />
      ),
    },
    { title: '发布时间', dataIndex: 'publishedAt', width: 150, render: (v: string | null) => formatDateTime(v) },
    { title: '最后修改', dataIndex: 'updatedAt', width: 150, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'draft' ? (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => onOpen(row)}>
              编辑
            </Button>
            <Popconfirm
              title="删除该草稿？"
              description="删除后不可恢复。"
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(row.id)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => onOpen(row)}>
              查看
            </Button>
            <Button type="link" size="small" href={`${BULLETIN}/${row.id}`} target="_blank" rel="noopener">
              公告栏
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <DataTable<AnnouncementListRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '暂无公告' }}
      data-testid="announcement-table"
    />
  );
}
