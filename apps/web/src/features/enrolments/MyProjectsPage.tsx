import type { MyEnrolment } from '@swp/core/enrol/responses';
import { Button, Card, Empty, Flex, Grid, List, Pagination, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OutcomeTag } from '../../shared/components/OutcomeTag.tsx';
import { fillsWindow } from '../../shared/components/PageLoading.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { KeywordFilter } from '../../shared/components/search-fields.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { param, readPage, urlPagination, writeListQuery } from '../../shared/list-query.ts';
import { theme } from '../../shared/theme.ts';
import { type MyEnrolmentsQuery, useMyEnrolments } from './api.ts';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';
import { BidState, nextStep, ProjectState } from './my-project-cells.tsx';
import { myProjectPath } from './paths.ts';

const BULLETIN = '/vender/layout/bulletin';

// The table (from md up) is a chunk of its own: a phone shows cards and never downloads it.
const MyProjectsTable = lazy(() => import('./MyProjectsTable.tsx').then((m) => ({ default: m.MyProjectsTable })));

/** On a phone each enrolment is a card: the same facts, stacked, with the next step as its button. */
function PhoneItem({ row }: { row: MyEnrolment }) {
  const navigate = useNavigate();
  return (
    <List.Item style={{ padding: 0, border: 'none', marginBottom: 12 }}>
      <Card size="small" style={{ width: '100%' }} data-testid="my-project-card">
        <Link to={myProjectPath(row.projectId)} style={{ fontWeight: 600, fontSize: 15 }}>
          {row.projectName}
        </Link>
        <div style={{ color: 'rgba(0, 0, 0, 0.58)', fontSize: 12, margin: '2px 0 8px' }}>
          {row.projectCode}
          {row.sectionName ? ` · ${row.sectionName}` : ''}
        </div>
        <Space size={6} wrap style={{ marginBottom: 8 }}>
          <EnrolmentStatusTag status={row.status} reason={row.reason} />
          <ProjectState row={row} />
          {row.status === 'passed' ? <BidState row={row} /> : null}
          {row.outcome ? <OutcomeTag outcome={row.outcome} testId="my-project-outcome" ours /> : null}
        </Space>
        <div style={{ fontSize: 13, lineHeight: 1.8 }}>
          <div>投标截止：{formatDateTime(row.closeFileupTime)}</div>
          <div>开标时间：{formatDateTime(row.openTime)}</div>
        </div>
        {row.status === 'failed' && row.reason ? (
          <Typography.Paragraph type="danger" style={{ margin: '6px 0 0', fontSize: 13 }}>
            审查意见：{row.reason}
          </Typography.Paragraph>
        ) : null}
        <Button block style={{ marginTop: 10 }} onClick={() => navigate(myProjectPath(row.projectId))}>
          {nextStep(row)}
        </Button>
      </Card>
    </List.Item>
  );
}

/** The list's state in the URL (?keyword=水厂&page=2): a reload or 返回 shows the same rows. */
const readQuery = (params: URLSearchParams): MyEnrolmentsQuery => ({
  ...readPage(params),
  keyword: param.text(params.get('keyword')),
});

/**
 * /vender/layout/project — 我的项目 (docs/product.md): every enrolment of the company with its review result, the
 * project's state and deadlines, whether its bid is lodged and, once awarded, its outcome; searchable by the
 * project's name or code; each leads to the project's page.
 */
export function MyProjectsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useMyEnrolments(query);
  // antd knows the breakpoints only after the first render; until then the window is asked, so a phone's first
  // render does not start loading the table it will not show.
  const wide = Grid.useBreakpoint().md ?? !window.matchMedia(`(max-width: ${theme.token!.screenMD! - 1}px)`).matches;
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const pagination = urlPagination(query, total, (next) => setParams(writeListQuery(next)));

  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        list.isError ? '加载失败，请稍后重试' : query.keyword ? '没有符合条件的项目' : '您还没有报名任何项目'
      }
    >
      {list.isError || query.keyword ? null : <Link to={BULLETIN}>去公告栏查看正在报名的项目</Link>}
    </Empty>
  );

  return (
    <Card
      variant="borderless"
      data-testid="page"
      // Until the first rows arrive the page keeps the window's height, so the footer is not pushed down by them.
      className={list.isPending ? fillsWindow : undefined}
      styles={{ body: { padding: wide ? 24 : 12 } }}
    >
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 12 }}>
        <PageTitle style={{ margin: 0 }}>我的项目</PageTitle>
        <Typography.Text type="secondary">共 {total} 条报名记录</Typography.Text>
      </Flex>
      <SearchForm<{ keyword?: string }>
        value={{ keyword: query.keyword }}
        onSearch={(next) => setParams(writeListQuery({ keyword: next.keyword, pageSize: query.pageSize }))}
        loading={list.isFetching}
        data-testid="my-projects-search"
      >
        <KeywordFilter placeholder="项目名称/编号" data-testid="my-projects-keyword" />
      </SearchForm>
      {wide ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <MyProjectsTable rows={rows} loading={list.isFetching} empty={empty} pagination={pagination} />
        </Suspense>
      ) : (
        <>
          <List<MyEnrolment>
            dataSource={rows}
            loading={list.isFetching}
            locale={{ emptyText: empty }}
            renderItem={(row) => <PhoneItem row={row} />}
            data-testid="my-projects-list"
          />
          {total > query.pageSize ? (
            <Pagination
              simple
              align="center"
              current={query.page}
              pageSize={query.pageSize}
              total={total}
              onChange={(page) => setParams(writeListQuery({ ...query, page }))}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
