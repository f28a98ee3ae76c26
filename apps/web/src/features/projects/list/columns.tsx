import type { ProjectListRow } from '@swp/core/project/api';
import type { ProjectAction } from '@swp/core/project/lifecycle';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format.ts';
import { ProjectStatusTag } from '../ProjectStatusTag.tsx';
import { projectPath } from '../paths.ts';

/**
 * A row as the server sends it. `actions` is read only if the list carries it (the detail always does): the
 * browser never works out for itself whether a project may be edited.
 */
export type ListRow = ProjectListRow & { actions?: ProjectAction[] };

/** enrollTime and openTime in one cell: both matter, and a narrow table keeps the project name readable. */
function KeyTimes({ row }: { row: ListRow }) {
  if (!row.enrollTime && !row.openTime) return <span style={{ color: 'rgba(0, 0, 0, 0.58)' }}>未发布公告</span>;
  return (
    <div style={{ lineHeight: 1.6 }}>
      <div>报名 {formatDateTime(row.enrollTime)}</div>
      <div>开标 {formatDateTime(row.openTime)}</div>
    </div>
  );
}

/**
 * Widths chosen so that at 1366 px the whole table fits beside the menu, and at 1024 px what a buyer scans (code,
 * name, way, budget) stays left of the fixed 操作 column while the rest scrolls under it. 预算金额 is never
 * ellipsed: 150 px holds ¥999,999,999,999.99 on one line.
 */
export const projectColumns: ColumnsType<ListRow> = [
  { title: '项目编号', dataIndex: 'projectCode', width: 120 },
  {
    title: '项目名称',
    dataIndex: 'projectName',
    minWidth: 150,
    render: (name: string, r) => <Link to={projectPath.detail(r.id)}>{name}</Link>,
  },
  { title: '采购方式', dataIndex: 'purchaseWayLabel', width: 116 },
  {
    title: '预算金额',
    dataIndex: 'budget',
    width: 150,
    align: 'right',
    render: (v: string) => (
      <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="budget">
        {formatMoney(v)}
      </span>
    ),
  },
  { title: '状态', key: 'status', width: 80, align: 'center', render: (_, r) => <ProjectStatusTag project={r} /> },
  { title: '需求部门', dataIndex: 'needDeptName', width: 110 },
  { title: '报名 / 开标时间', key: 'times', width: 160, render: (_, r) => <KeyTimes row={r} /> },
  { title: '创建日期', dataIndex: 'createdAt', width: 100, render: (v: string) => formatDate(v) },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    fixed: 'right',
    render: (_, r) => (
      <Space size={12}>
        <Link to={projectPath.detail(r.id)}>查看</Link>
        {r.actions?.includes('edit') ? <Link to={projectPath.edit(r.id)}>编辑</Link> : null}
      </Space>
    ),
  },
];
