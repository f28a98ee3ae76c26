import type { MyEnrolment } from '@swp/core/enrol/responses';
import { Button, Card, Empty, Flex, Grid, List, Pagination, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { bidUploadOpen } from '../../shared/bid-window.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { OutcomeTag } from '../../shared/components/OutcomeTag.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { KeywordFilter } from '../../shared/components/search-fields.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { param, readPage, urlPagination, writeListQuery } from '../../shared/list-query.ts';
import { STATE_COLORS } from '../../shared/project-state-colors.ts';
import { type MyEnrolmentsQuery, useMyEnrolments } from './api.ts';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';
import { myProjectPath } from './paths.ts';

const BULLETIN = '/vender/layout/bulletin';

/** What the company can do next on a row, as the one link of 操作. */
function nextStep(row: MyEnrolment): string {
  if (row.outcome) return '查看结果';
  if (row.opened) return '查看开标记录';
  if (bidUploadOpen(row)) return row.hasBid ? '查看回执' : '上传投标文件';
  return '查看';
}

function ProjectState({ row }: { row: MyEnrolment }) {
  return (
    <Tag color={STATE_COLORS[row.projectState]} style={{ marginInlineEnd: 0 }}>
      {row.projectStateLabel}
    </Tag>
  );
}

function BidState({ row }: { row: MyEnrolment }) {
  if (row.status !== 'passed') return <Typography.Text type="secondary">—</Typography.Text>;
  return row.hasBid ? <Tag color="success">已递交</Tag> : <Tag>未递交</Tag>;
}

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
  const wide = Grid.useBreakpoint().md !== false;
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
    <Card variant="borderless" data-testid="page" styles={{ body: { padding: wide ? 24 : 12 } }}>
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
        <DataTable<MyEnrolment>
          rowKey="id"
          columns={columns(rows.some((r) => r.sectionName))}
          dataSource={rows}
          loading={list.isFetching}
          locale={{ emptyText: empty }}
          pagination={pagination}
          data-testid="my-projects-table"
        />
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
