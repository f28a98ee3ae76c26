import type { TemplateListRow } from '@swp/core/announcement/template';
import { Badge, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteRowAction, RowAction } from '../../shared/components/RowAction.tsx';
import {
  actionsColumn,
  announcementTypeColumn,
  dateTimeColumn,
  openColumn,
} from '../../shared/components/table-columns.tsx';
import { useDeleteTemplate, useDisableTemplate, useEnableTemplate } from './api.ts';

/** The template table's columns, with the row actions (edit, enable/disable, delete with confirmation). */
export function useTemplateColumns({
  onEdit,
}: {
  onEdit: (row: TemplateListRow) => void;
}): ColumnsType<TemplateListRow> {
  const enable = useEnableTemplate();
  const disable = useDisableTemplate();
  const remove = useDeleteTemplate();

  return [
    openColumn('模板名称', 'name', 200, onEdit),
    announcementTypeColumn(),
    { title: '采购方式', dataIndex: 'purchaseWayLabel', width: 120 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (on: boolean) => <Badge status={on ? 'success' : 'default'} text={on ? '已启用' : '已停用'} />,
    },
    { title: '引用次数', dataIndex: 'usedCount', width: 90, align: 'right' },
    dateTimeColumn('更新时间', 'updatedAt'),
    actionsColumn(170, (row) => (
      <Space size={4}>
        <RowAction onClick={() => onEdit(row)}>编辑</RowAction>
        {row.enabled ? (
          <RowAction
            confirm={{
              title: '停用该模板？',
              description: '停用后发布公告时不能再选用它，已发布的公告不受影响。',
            }}
            onClick={() => disable.mutateAsync(row.id)}
          >
            停用
          </RowAction>
        ) : (
          <RowAction onClick={() => enable.mutate(row.id)}>启用</RowAction>
        )}
        <DeleteRowAction
          title="确定删除该模板？"
          refused={row.usedCount > 0 ? `已有 ${row.usedCount} 份公告使用该模板，不能删除，可停用` : undefined}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      </Space>
    )),
  ];
}
