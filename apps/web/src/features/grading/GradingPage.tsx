import { PlusOutlined } from '@ant-design/icons';
import type { GradingListRow } from '@swp/core/grading/responses';
import { Button, Card, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { ListToolbar } from '../../shared/components/ListToolbar.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { urlPagination } from '../../shared/list-query.ts';
import { type GradingFilters, useCopyGrading, useDeleteGrading, useGradingList } from './api.ts';
import { GradingSearch } from './GradingSearch.tsx';
import { gradingColumns } from './gradingColumns.tsx';
import { readGradingQuery, writeGradingQuery } from './searchParams.ts';

/** The editor is only downloaded when a standard is opened. */
const GradingEditorDrawer = lazy(() => import('./GradingEditorDrawer.tsx'));

/** What the drawer shows: a new standard, or the standard with this id (read-only when in use). */
type Opened = { id?: number } | null;

/** /manage/layout/grading — 评分标准管理 (system:grading, docs/rules.md): the standards the committees score by. */
export function GradingPage() {
  const [params, setParams] = useSearchParams();
  const query = readGradingQuery(params);
  const { page: _page, pageSize: _size, ...filters } = query;
  const list = useGradingList(query);
  const copy = useCopyGrading();
  const remove = useDeleteGrading();
  const [opened, setOpened] = useState<Opened>(null);
  const columns = useMemo(
    () =>
      gradingColumns({
        onOpen: (row: GradingListRow) => setOpened({ id: row.id }),
        onCopy: (row) => copy.mutateAsync(row.id),
        onDelete: (row) => remove.mutateAsync(row.id),
      }),
    [copy.mutateAsync, remove.mutateAsync],
  );

  const search = (next: GradingFilters) => setParams(writeGradingQuery({ ...next, pageSize: query.pageSize }));
  const filtered = Object.values(filters).some((v) => v !== undefined);

  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>评分标准管理</PageTitle>
      <Typography.Paragraph type="secondary">
        评分标准由初步评审（资格性、符合性审查，逐项判定通过与否）和详细评审（商务、技术、价格评分项，分值合计 100
        分）组成。已被项目使用的评分标准不能修改或删除，可复制后修改。
      </Typography.Paragraph>
      <GradingSearch value={filters} onSearch={search} loading={list.isFetching} />
      <ListToolbar count={`共 ${list.data?.total ?? 0} 个评分标准`}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpened({})} data-testid="grading-create">
          新建评分标准
        </Button>
      </ListToolbar>
      <DataTable<GradingListRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={tableEmpty(
          list.isError
            ? '加载失败，请稍后重试'
            : filtered
              ? '没有符合条件的评分标准'
              : '暂无评分标准，点击“新建评分标准”开始',
        )}
        pagination={urlPagination(query, list.data?.total ?? 0, (next) => setParams(writeGradingQuery(next)))}
        data-testid="grading-table"
      />
      {opened ? (
        <Suspense fallback={null}>
          <GradingEditorDrawer
            id={opened.id}
            onClose={() => setOpened(null)}
            onCopied={(copyId) => setOpened({ id: copyId })}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
