import type { TemplateListRow } from '@swp/core/announcement/template';
import { Badge, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { formatDateTime } from '../../shared/format.ts';
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
    {
      title: '模板名称',
      dataIndex: 'name',
      minWidth: 200,
      ellipsis: true,
      render: (name: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onEdit(row)}>
          {name}
        </Button>
      ),
    },
    {
      title: '公告类型',
      dataIndex: 'typeLabel',
      width: 110,
      render: (label: string, row) => <Tag color={TYPE_COLORS[row.type]}>{label}</Tag>,
    },
    { title: '采购方式', dataIndex: 'purchaseWayLabel', width: 120 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (on: boolean) => <Badge status={on ? 'success' : 'default'} text={on ? '已启用' : '已停用'} />,
    },
    { title: '引用次数', dataIndex: 'usedCount', width: 90, align: 'right' },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (iso: string) => formatDateTime(iso) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            编辑
          </Button>
          {row.enabled ? (
            <Popconfirm
              title="停用该模板？"
              description="停用后发布公告时不能再选用它，已发布的公告不受影响。"
              onConfirm={() => disable.mutateAsync(row.id)}
            >
              <Button type="link" size="small">
                停用
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => enable.mutate(row.id)}>
              启用
            </Button>
          )}
          {row.usedCount > 0 ? (
            <Tooltip title={`已有 ${row.usedCount} 份公告使用该模板，不能删除，可停用`}>
              <Button type="link" size="small" danger disabled>
                删除
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title="确定删除该模板？"
              description="删除后不可恢复。"
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(row.id)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
