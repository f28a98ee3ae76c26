import type { MyEnrolment } from '@swp/core/enrol/responses';
import { Flex, type TablePaginationConfig, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { OutcomeTag } from '../../shared/components/OutcomeTag.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';
import { BidState, nextStep, ProjectState } from './my-project-cells.tsx';
import { myProjectPath } from './paths.ts';

/** The columns; 标段 only when one of the rows has one. */
const columns = (withSections: boolean): ColumnsType<MyEnrolment> => [
  {
    title: '项目名称',
    key: 'name',
    minWidth: 240,
    render: (_: unknown, r) => (
      <Flex vertical>
        <Link to={myProjectPath(r.projectId)}>{r.projectName}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.projectCode}
        </Typography.Text>
      </Flex>
    ),
  },
  ...(withSections
    ? [{ title: '标段', dataIndex: 'sectionName', width: 130, ellipsis: true, render: (v: string | null) => v ?? '—' }]
    : []),
  {
    title: '报名状态',
    key: 'status',
    width: 110,
    render: (_: unknown, r) => <EnrolmentStatusTag status={r.status} reason={r.reason} />,
  },
  { title: '项目状态', key: 'state', width: 100, render: (_: unknown, r) => <ProjectState row={r} /> },
  { title: '投标文件', key: 'bid', width: 90, render: (_: unknown, r) => <BidState row={r} /> },
  {
    title: '结果',
    key: 'outcome',
    width: 80,
    align: 'center',
    render: (_: unknown, r) => <OutcomeTag outcome={r.outcome} testId="my-project-outcome" />,
  },
  { title: '投标截止时间', dataIndex: 'closeFileupTime', width: 140, render: (v: string | null) => formatDateTime(v) },
  { title: '开标时间', dataIndex: 'openTime', width: 140, render: (v: string | null) => formatDateTime(v) },
  { title: '报名时间', dataIndex: 'enrolledAt', width: 140, render: (v: string) => formatDateTime(v) },
  {
    title: '操作',
    key: 'actions',
    width: 110,
    fixed: 'right',
    render: (_: unknown, r) => (
      <Link to={myProjectPath(r.projectId)} data-testid="my-project-open">
        {nextStep(r)}
      </Link>
    ),
  },
];

/**
 * 我的项目 from md up: a table. A chunk of its own, loaded only where it is shown: a phone shows cards and does not
 * download the table.
 */
export function MyProjectsTable({
  rows,
  loading,
  empty,
  pagination,
}: {
  rows: MyEnrolment[];
  loading: boolean;
  empty: ReactNode;
  pagination: TablePaginationConfig;
}) {
  return (
    <DataTable<MyEnrolment>
      rowKey="id"
      columns={columns(rows.some((r) => r.sectionName))}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={pagination}
      data-testid="my-projects-table"
    />
  );
}
