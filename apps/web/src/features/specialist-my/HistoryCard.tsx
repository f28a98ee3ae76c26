import { Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatMinute } from '../extraction/format.ts';
import { type EvalHistoryRow, useEvalHistory } from './api.ts';

const columns: ColumnsType<EvalHistoryRow> = [
  { title: '项目编号', dataIndex: 'projectCode', width: 150 },
  { title: '项目名称', dataIndex: 'projectName', minWidth: 220, ellipsis: true },
  { title: '开标时间', dataIndex: 'openTime', width: 150, render: formatMinute },
  { title: '评标报告编号', dataIndex: 'reportNo', width: 140, render: (v: string | null) => v ?? '—' },
  {
    title: '担任组长',
    dataIndex: 'wasChair',
    width: 90,
    align: 'center',
    render: (chair: boolean) =>
      chair ? (
        <Tag color="gold" style={{ marginInlineEnd: 0 }}>
          组长
        </Tag>
      ) : (
        '—'
      ),
  },
];

/** 评标记录: the projects this expert evaluated whose result has been published (docs/product.md), paged. */
export function HistoryCard() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const history = useEvalHistory(paging.page, paging.pageSize);
  return (
    <Card variant="borderless" title="评标记录">
      <DataTable<EvalHistoryRow>
        rowKey="projectId"
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        locale={tableEmpty('暂无评标记录（项目结果公示后显示在此）')}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: history.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        data-testid="my-history"
      />
    </Card>
  );
}
