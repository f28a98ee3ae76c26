import type { GradingListRow } from '@swp/core/grading/responses';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../shared/format.ts';

export interface GradingRowActions {
  /** 编辑 an unused standard, or 查看 a used one (read-only, with 复制). */
  onOpen: (row: GradingListRow) => void;
  onCopy: (row: GradingListRow) => Promise<unknown>;
  onDelete: (row: GradingListRow) => Promise<unknown>;
}

export const isInUse = (row: Pick<GradingListRow, 'usedBy'>) => row.usedBy > 0;

/** The 评分标准 table's columns; a standard in use is viewed and copied, never edited or deleted. */
export function gradingColumns({ onOpen, onCopy, onDelete }: GradingRowActions): ColumnsType<GradingListRow> {
  return [
    {
      title: '评分标准名称',
      dataIndex: 'name',
      minWidth: 220,
      ellipsis: true,
      render: (name: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row)}>
          {name}
        </Button>
      ),
    },
    { title: '价格分计算', dataIndex: 'priceFormulaLabel', width: 110 },
    { title: '初步评审项', dataIndex: 'preliminaryCount', width: 100, align: 'right' },
    { title: '详细评审项', dataIndex: 'scoredCount', width: 100, align: 'right' },
    {
      title: '使用状态',
      dataIndex: 'usedBy',
      width: 130,
      render: (usedBy: number) =>
        usedBy > 0 ? <Tag color="processing">使用中（{usedBy}个项目）</Tag> : <Tag>未使用</Tag>,
    },
    { title: '创建人', dataIndex: 'createdByName', width: 100 },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (iso: string) => formatDateTime(iso) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onOpen(row)} data-testid={`grading-open-${row.id}`}>
            {isInUse(row) ? '查看' : '编辑'}
          </Button>
          <Popconfirm
            title="复制该评分标准？"
            description="将生成一份名为“（副本）”的新标准，可在副本上修改。"
            onConfirm={() => onCopy(row)}
          >
            <Button type="link" size="small" data-testid={`grading-copy-${row.id}`}>
              复制
            </Button>
          </Popconfirm>
          {isInUse(row) ? (
            <Tooltip title="该评分标准已被项目使用，不能删除">
              <Button type="link" size="small" danger disabled>
                删除
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title="确定删除该评分标准？"
              description="删除后不可恢复。"
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(row)}
            >
              <Button type="link" size="small" danger data-testid={`grading-delete-${row.id}`}>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
