import { ExportOutlined } from '@ant-design/icons';
import type { AuditLogEntry } from '@swp/core/audit-log/responses';
import { Button, Descriptions, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { AuditLogSearch } from './AuditLogSearch.tsx';
import { type AuditLogFilters, exportAuditLog, useAuditLog } from './api.ts';

/** The object as a clerk names it: 项目 12（管网改造工程）, or just its kind when the line names none. */
const objectOf = (e: AuditLogEntry) =>
  [e.targetTypeLabel, e.targetId ?? '', e.targetName ? `（${e.targetName}）` : ''].join(' ').trim();

const columns: ColumnsType<AuditLogEntry> = [
  { title: '时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v, true) },
  {
    title: '操作人',
    key: 'actor',
    width: 150,
    render: (_, e) => (
      <>
        <Typography.Text type="secondary">{e.actorRoleLabel}</Typography.Text> {e.actorName || '-'}
      </>
    ),
  },
  { title: '操作', dataIndex: 'actionLabel', width: 150 },
  { title: '对象', key: 'object', width: 200, ellipsis: true, render: (_, e) => objectOf(e) },
  { title: '详情', dataIndex: 'detailText', minWidth: 200, ellipsis: true, render: (v: string) => v || '-' },
  { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string) => v || '-' },
];

/**
 * The expanded row: the whole line in words, one fact a row (the 详情 column cuts a long one short). The stored
 * codes (project.pause, kind: external) are not shown: every one of them has its Chinese word in core.
 */
function LineDetail({ entry }: { entry: AuditLogEntry }) {
  const facts = entry.detailText ? entry.detailText.split('；') : [];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      styles={{ label: { width: 72, whiteSpace: 'nowrap' } }}
      data-testid={`audit-detail-${entry.id}`}
    >
      <Descriptions.Item label="操作">{entry.actionLabel}</Descriptions.Item>
      <Descriptions.Item label="对象">{objectOf(entry) || '-'}</Descriptions.Item>
      <Descriptions.Item label="详情">
        {facts.length === 0
          ? '-'
          : facts.map((fact) => (
              <div key={fact} style={{ wordBreak: 'break-all' }}>
                {fact}
              </div>
            ))}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 操作日志 (docs/security.md), a tab of 账号管理 for staff with sys:user:user: the append-only audit log searched by who,
 * what, object and days, newest first, paged, and exported to Excel with the same filters.
 */
export function AuditLogPanel() {
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog({ ...filters, ...page });
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const search = (next: AuditLogFilters) => {
    setFilters(next);
    setPage((p) => ({ ...p, page: 1 }));
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportAuditLog(filters);
    } catch {
      // shown by the HTTP client (too many lines: the server's msg says how to narrow the search)
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="audit-log-panel">
      <AuditLogSearch value={filters} onSearch={search} loading={log.isFetching} />
      <Flex justify="space-between" align="center" style={{ margin: '4px 0 12px' }}>
        <Typography.Text type="secondary">共 {log.data?.total ?? 0} 条日志</Typography.Text>
        <Button icon={<ExportOutlined />} loading={exporting} onClick={runExport} data-testid="audit-log-export">
          导出Excel
        </Button>
      </Flex>
      <DataTable<AuditLogEntry>
        rowKey="id"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isFetching}
        expandable={{ expandedRowRender: (entry) => <LineDetail entry={entry} /> }}
        locale={listEmpty(log, '暂无日志', filtered && '没有符合条件的日志')}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size }),
        }}
        data-testid="audit-log-table"
      />
    </div>
  );
}
