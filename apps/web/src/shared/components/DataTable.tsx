import { Table, type TableProps } from 'antd';

/** Seed §9: tables are bordered and small by default (antd's ConfigProvider has no table size/bordered default). */
export function DataTable<T extends object>(props: TableProps<T>) {
  return <Table<T> bordered size="small" {...props} />;
}
