import { DownloadOutlined } from '@ant-design/icons';
import { formatAmount } from '@swp/core/common/money';
import type { StatisticsCell, StatisticsTable } from '@swp/core/statistics/tables';
import { Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { useKeyboardScrollableTable } from '../../shared/hooks/useKeyboardScrollableTable.ts';
import { chartData } from './chartData.ts';
import { StatisticsChart } from './StatisticsChart.tsx';

/**
 * One figure of the page: its chart (when there is something to draw), the bordered small table of the same rows
 * under it, and 导出Excel of that table. An empty range shows the table's empty state and no chart.
 */
export function StatisticsSection({
  table,
  onExport,
  loading,
}: {
  table: StatisticsTable;
  onExport: () => Promise<void>;
  loading: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const data = useMemo(() => chartData(table), [table]);
  const columns = table.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    align: c.kind === 'text' ? ('left' as const) : ('right' as const),
    render: (v: StatisticsCell) => (c.kind === 'decimal' ? formatAmount(v) : v),
  }));
  const exportTable = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };

  const scrollable = useKeyboardScrollableTable();
  return (
    <Card
      size="small"
      title={table.title}
      data-testid={`statistics-${table.name}`}
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={table.rows.length === 0}
          onClick={exportTable}
          data-testid={`statistics-export-${table.name}`}
        >
          导出Excel
        </Button>
      }
    >
      {table.rows.length > 0 && <StatisticsChart data={data} />}
      <Table
        ref={scrollable}
        size="small"
        bordered
        rowKey={(row) => table.columns.map((c) => row[c.key]).join('|')}
        columns={columns}
        dataSource={table.rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={tableEmpty('所选期间暂无数据')}
        style={{ marginTop: 8 }}
      />
    </Card>
  );
}
