import { describeLogDetail } from '@swp/core/audit-log/detail';
import type { ProjectLogEntry } from '@swp/core/project/api';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useProjectLogs } from '../api.ts';

/** Sized to fit a 1024 px screen whole (720 px); 详情 takes what is left and wraps. */
const columns: ColumnsType<ProjectLogEntry> = [
  { title: '时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v, true) },
  { title: '操作人', dataIndex: 'actorName', width: 110 },
  { title: '操作', dataIndex: 'actionLabel', width: 120 },
  { title: '详情', key: 'detail', minWidth: 200, render: (_, r) => describeLogDetail(r.action, r.detail) || '-' },
  { title: 'IP', dataIndex: 'ip', width: 130 },
];

/** 操作日志: every change of the project (append-only on the server), newest first. */
export function ProjectLogsTab({ projectId }: { projectId: number }) {
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const logs = useProjectLogs(projectId, page.page, page.pageSize);
  return (
    <DataTable<ProjectLogEntry>
      rowKey="id"
      columns={columns}
      dataSource={logs.data?.list ?? []}
      loading={logs.isFetching}
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: logs.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: (p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size }),
      }}
      data-testid="project-logs"
    />
  );
}
