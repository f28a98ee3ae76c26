import type { AnnouncementListRow } from '@swp/core/announcement/api';
import { Badge, Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { DeleteRowAction, RowAction } from '../../shared/components/RowAction.tsx';
import {
  actionsColumn,
  announcementTypeColumn,
  dateTimeColumn,
  openColumn,
} from '../../shared/components/table-columns.tsx';
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
    announcementTypeColumn(),
    openColumn('公告标题', 'title', 220, onOpen),
    {
      title: '状态',
      dataIndex: 'statusLabel',
      width: 90,
      render: (label: string, row) => (
        <Badge status={row.status === 'published' ? 'success' : 'processing'} text={label} />
      ),
    },
    dateTimeColumn('发布时间', 'publishedAt'),
    dateTimeColumn('最后修改', 'updatedAt'),
    actionsColumn(150, (row) =>
      row.status === 'draft' ? (
        <Space size={4}>
          <RowAction onClick={() => onOpen(row)}>编辑</RowAction>
          <DeleteRowAction title="删除该草稿？" onDelete={() => remove.mutateAsync(row.id)} />
        </Space>
      ) : (
        <Space size={4}>
          <RowAction onClick={() => onOpen(row)}>查看</RowAction>
          <Button type="link" size="small" href={`${BULLETIN}/${row.id}`} target="_blank" rel="noopener">
            公告栏
          </Button>
        </Space>
      ),
    ),
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
