import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from './DataTable.tsx';
import { tableEmpty } from './tableEmpty.tsx';

/** A titled small table inside a drawer: every row shown (no pages), an empty one says what is missing. */
export function SectionTable<T extends { id: number | string }>(props: {
  title: string;
  columns: ColumnsType<T>;
  rows: T[];
  empty: string;
  testId: string;
}) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <DataTable<T>
        rowKey="id"
        columns={props.columns}
        dataSource={props.rows}
        pagination={false}
        locale={tableEmpty(props.empty)}
        data-testid={props.testId}
      />
    </section>
  );
}
