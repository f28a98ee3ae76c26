import type { GradingListRow } from '@swp/core/grading/responses';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteRowAction, RowAction } from '../../shared/components/RowAction.tsx';
import { actionsColumn, dateTimeColumn, openColumn } from '../../shared/components/table-columns.tsx';

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
    openColumn('评分标准名称', 'name', 220, onOpen),
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
    dateTimeColumn('更新时间', 'updatedAt'),
    actionsColumn(170, (row) => (
      <Space size={4}>
        <RowAction onClick={() => onOpen(row)} data-testid={`grading-open-${row.id}`}>
          {isInUse(row) ? '查看' : '编辑'}
        </RowAction>
        <RowAction
          confirm={{ title: '复制该评分标准？', description: '将生成一份名为“（副本）”的新标准，可在副本上修改。' }}
          onClick={() => onCopy(row)}
          data-testid={`grading-copy-${row.id}`}
        >
          复制
        </RowAction>
        <DeleteRowAction
          title="确定删除该评分标准？"
          refused={isInUse(row) ? '该评分标准已被项目使用，不能删除' : undefined}
          onDelete={() => onDelete(row)}
          data-testid={`grading-delete-${row.id}`}
        />
      </Space>
    )),
  ];
}
