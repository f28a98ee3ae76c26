import type { EvalProjectRow } from '@swp/core/evaluation/responses';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { readPage, urlPagination, writeListQuery } from '../../shared/list-query.ts';
import { useEvalProjects } from './api.ts';
import { EvalPhaseTag, SheetStatusTag } from './labels.tsx';
import { evalWorkspacePath } from './paths.ts';

const columns: ColumnsType<EvalProjectRow> = [
  { title: '项目编号', dataIndex: 'projectCode', width: 150 },
  {
    title: '项目名称',
    key: 'name',
    minWidth: 220,
    ellipsis: true,
    render: (_: unknown, r) => <Link to={evalWorkspacePath(r.projectId)}>{r.projectName}</Link>,
  },
  { title: '开标时间', dataIndex: 'openTime', width: 140, render: (v: string | null) => formatDateTime(v) },
  {
    title: '评标阶段',
    key: 'phase',
    width: 100,
    render: (_: unknown, r) => <EvalPhaseTag phase={r.phase} stage={r.stage} />,
  },
  {
    title: '我的评审表',
    key: 'mySheet',
    width: 100,
    // Before 开标 there is no sheet to speak of.
    render: (_: unknown, r) => (r.phase === 'waiting' ? '—' : <SheetStatusTag status={r.mySheet} />),
  },
  {
    title: '组长',
    key: 'chair',
    width: 70,
    align: 'center',
    render: (_: unknown, r) => (r.isChair ? <Tag color="gold">组长</Tag> : '—'),
  },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    fixed: 'right',
    render: (_: unknown, r) => (
      <Link to={evalWorkspacePath(r.projectId)} data-testid="eval-enter">
        进入评标
      </Link>
    ),
  },
];

/**
 * /specialist/layout/evaluation — 在线评标 (docs/rules.md, docs/product.md): the projects on whose confirmed committee the expert
 * sits, with where the committee is and where the expert's own sheet is; each leads to the project's workspace.
 */
export function EvalProjectsPage() {
  const [params, setParams] = useSearchParams();
  const query = readPage(params);
  const list = useEvalProjects(query.page, query.pageSize);
  const total = list.data?.total ?? 0;
  return (
    <Card variant="borderless" data-testid="page">
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 12 }}>
        <PageTitle style={{ margin: 0 }}>在线评标</PageTitle>
        <Typography.Text type="secondary">共 {total} 个项目</Typography.Text>
      </Flex>
      <DataTable<EvalProjectRow>
        rowKey="projectId"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={tableEmpty(list.isError ? '加载失败，请稍后重试' : '暂无评标项目')}
        pagination={urlPagination(query, total, (next) => setParams(writeListQuery(next)))}
        data-testid="eval-projects-table"
      />
    </Card>
  );
}
